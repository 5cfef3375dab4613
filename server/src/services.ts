import { join, relative, resolve } from 'node:path';
import { prepareSetupToken } from './auth/setup-token.service';
import { type Config, isEmbeddedDatabase, isEmbeddedStorage } from './config';
import { connectDatabase, type Database } from './db/client';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { applyMigrations } from './db/migrate';
import { startJobs, type Jobs } from './jobs/jobs';
import { persistentSecret } from './lib/data-dir';
import type { Logger } from './lib/logger';
import { createMailer, type Mailer } from './mail/mailer';
import { EMBEDDED_S3_CREDENTIALS, startEmbeddedS3 } from './storage/embedded-s3';
import { createStorage, ensureBucket, type Storage } from './storage/s3';
import { registerWorkers } from './workers';

export interface Services {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  jobs: Jobs;
  sessionSecret: string;
  /** While no staff account exists: the token of the setup link to print (also in DATA_DIR/setup-token). */
  setupToken?: string;
  /** Stops everything this process started, database last. */
  stop(): Promise<void>;
}

type Say = (component: string, text: string) => void;

/** Starts (or connects to) PostgreSQL, S3, mail and jobs, printing one line per component. */
export async function startServices(config: Config, logger: Logger, say: Say): Promise<Services> {
  const dataDir = resolve(config.DATA_DIR);
  const shown = (path: string) => relative(process.cwd(), path) || '.';
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error) => logger.warn({ err: error }, 'stop step failed'));
  };

  try {
    let databaseUrl = config.DATABASE_URL;
    if (isEmbeddedDatabase(config)) {
      const postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), stateDir: dataDir });
      stops.push(postgres.stop);
      databaseUrl = postgres.url;
      say('database', `embedded PostgreSQL on 127.0.0.1:${postgres.port} (data in ${shown(postgres.dataDir)})`);
      // Killed or stopped behind our back, it comes back on the same port with the same data;
      // the pool reconnects by itself (docs/decisions/0017-embedded-services-for-development.md).
      postgres.supervise({
        down: () => logger.error({ port: postgres.port }, 'embedded PostgreSQL is not running: restarting it'),
        restarted: (count) => logger.warn({ port: postgres.port, restarts: count }, `embedded PostgreSQL restarted (restart ${count})`),
        restartFailed: (error, attempt) => {
          if (attempt === 1 || attempt % 30 === 0) logger.warn({ err: error, attempt }, 'embedded PostgreSQL could not restart yet; retrying every second');
        },
      });
    } else {
      say('database', `PostgreSQL at ${new URL(databaseUrl!).host} (DATABASE_URL)`);
    }
    const database = connectDatabase(databaseUrl!, { poolSize: config.DATABASE_POOL_SIZE, logger });
    stops.push(database.close);
    await database.pool.query('select 1');
    await applyMigrations(database.pool);
    say('migrate', 'database schema up to date');
    const setupToken = await prepareSetupToken(database.db, dataDir);

    let storage: Storage;
    if (isEmbeddedStorage(config)) {
      const s3 = await startEmbeddedS3({ directory: join(dataDir, 's3'), bucket: config.S3_BUCKET });
      stops.push(s3.stop);
      storage = createStorage({ endpoint: s3.endpoint, region: config.S3_REGION, bucket: config.S3_BUCKET, ...EMBEDDED_S3_CREDENTIALS });
      say('storage', `embedded S3 (s3rver) on ${s3.endpoint}, bucket ${config.S3_BUCKET} (data in ${shown(join(dataDir, 's3'))})`);
    } else {
      storage = createStorage({
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        bucket: config.S3_BUCKET,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      });
      say('storage', `S3 at ${config.S3_ENDPOINT}, bucket ${config.S3_BUCKET}`);
    }
    await ensureBucket(storage);

    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      logger,
      ratePerSecond: config.MAIL_RATE_PER_SECOND,
      maskLinks: config.NODE_ENV === 'production',
      dkim: config.DKIM_PRIVATE_KEY ? { domainName: config.DKIM_DOMAIN!, keySelector: config.DKIM_SELECTOR!, privateKey: config.DKIM_PRIVATE_KEY } : undefined,
    });
    stops.push(async () => mailer.close());
    say('mail', mailer.mode === 'smtp' ? `SMTP (SMTP_URL)${config.DKIM_DOMAIN ? `, DKIM-signed for ${config.DKIM_DOMAIN}` : ''}` : 'written to the server log (set SMTP_URL to send)');

    const jobs = await startJobs({ pool: database.pool, logger });
    stops.push(jobs.stop);
    const sessionSecret = config.SESSION_SECRET ?? (await persistentSecret(dataDir, 'session-secret'));
    await registerWorkers({ config, database, storage, mailer, jobs, logger });
    say('jobs', 'background jobs running (pg-boss)');

    return { database, storage, mailer, jobs, sessionSecret, setupToken, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
