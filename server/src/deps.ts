import type { Config } from './config';
import type { Database } from './db/client';
import type { Jobs } from './jobs/jobs';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/s3';

/**
 * What the app is built from: main.ts starts these (services.ts), tests make their own. Each
 * feature's routes and service take the part they use (`Pick<AppDeps, 'database' | …>`).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  logger: Logger;
  mailer: Mailer;
  sessionSecret: string;
  /** Background jobs; absent in tests that do not exercise them. */
  jobs?: Jobs;
  /** How the mail feedback reaches Amazon SNS (certificates, subscription confirmations); tests route it to a local fake. Default: fetch. */
  snsFetch?: typeof fetch;
  /** Folder of the built client to serve; absent for an API-only app (most tests). */
  clientDir?: string;
}

/** What the background workers get: the same deps, with the job queue always there. */
export type WorkerDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'mailer' | 'logger'> & { jobs: Jobs };
