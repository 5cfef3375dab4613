// The campaign workers alone in a process of their own, as a server runs them, for the tests
// that kill it with SIGKILL mid-send (server/src/campaigns/campaign-crash.test.ts). Reads
// DATABASE_URL, SMTP_URL, PUBLIC_ORIGIN and MAIL_RATE_PER_SECOND; prints "ready" once its
// workers are registered, then works until it is killed.
import { registerCampaignWorkers } from '../src/campaigns/campaigns.worker';
import { parseConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { startJobs } from '../src/jobs/jobs';
import { createLogger } from '../src/lib/logger';
import { createMailer } from '../src/mail/mailer';
import type { Storage } from '../src/storage/s3';

const config = parseConfig({ ...process.env, NODE_ENV: 'test' });
const logger = createLogger('silent');
const database = connectDatabase(config.DATABASE_URL!, { poolSize: 5, logger });
const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, ratePerSecond: config.MAIL_RATE_PER_SECOND });
const jobs = await startJobs({ pool: database.pool, logger, pollingIntervalSeconds: 0.5 });
// Campaigns never touch the ebooks' storage.
await registerCampaignWorkers({ config, database, storage: undefined as unknown as Storage, mailer, logger, jobs });
console.log('ready');
