import type { Config } from './config';
import type { Database } from './db/client';
import { registerEbookCleanup } from './ebooks/ebook-cleanup';
import type { Jobs } from './jobs/jobs';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/s3';
import { registerVideoRequestWorker } from './video-requests/video-requests.worker';
import { registerVipWorkers } from './vip/vip.jobs';

export interface WorkerDeps {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  jobs: Jobs;
  logger: Logger;
}

/** Declares every queue and starts its worker; each feature adds its own line here. */
export async function registerWorkers(deps: WorkerDeps) {
  await registerEbookCleanup(deps);
  await registerVideoRequestWorker(deps);
  await registerVipWorkers(deps);
}
