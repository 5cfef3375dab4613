import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { connectDatabase, type Database } from '../src/db/client';
import type { AppDeps, WorkerDeps } from '../src/deps';
import { startJobs, type Jobs } from '../src/jobs/jobs';
import { createLogger } from '../src/lib/logger';
import type { MailMessage, Mailer, SendResult } from '../src/mail/mailer';
import { EMBEDDED_S3_CREDENTIALS } from '../src/storage/embedded-s3';
import { createStorage, ensureBucket, type Storage } from '../src/storage/s3';
import { TestClient } from './test-client';

const TEMPLATE_DATABASE = 'chapinbox_template';

/** A database of its own for one test file, cloned from the migrated template. */
export async function createTestDatabase() {
  const adminUrl = inject('postgresAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  return { name, url: adminUrl.replace(/\/postgres$/, `/${name}`) };
}

/** A bucket of its own for one test file on the shared s3rver. */
async function createTestStorage(): Promise<Storage> {
  const storage = createStorage({
    endpoint: inject('s3Endpoint'),
    region: 'us-east-1',
    bucket: `test-${randomBytes(5).toString('hex')}`,
    ...EMBEDDED_S3_CREDENTIALS,
  });
  await ensureBucket(storage);
  return storage;
}

/** Keeps every message instead of sending it; `failing` makes the next sends fail temporarily. */
function recordingMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  const mailer = {
    mode: 'log' as const,
    sent: [] as MailMessage[],
    failing: false,
    async send(message: MailMessage): Promise<SendResult> {
      if (mailer.failing) return { status: 'temporary-failure', reason: 'SMTP unavailable (test)' };
      mailer.sent.push(message);
      return { status: 'delivered' };
    },
    close() {},
  };
  return mailer;
}

export interface TestContext {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: ReturnType<typeof recordingMailer>;
  jobs?: Jobs;
  deps: AppDeps;
  server: Server;
  baseUrl: string;
  /** A client with its own cookie jar against this app. */
  client(): TestClient;
  close(): Promise<void>;
}

interface TestContextOptions {
  env?: Record<string, string>;
  /** Start pg-boss (and register workers through `registerWorkers`). */
  jobs?: boolean;
  /** Reuse another context's database and storage (a second instance). */
  shareWith?: TestContext;
  /** An already migrated database of the test's own (e.g. a PostgreSQL it stops and starts). */
  databaseUrl?: string;
  /** A storage of the test's own (e.g. an s3rver it stops and starts). */
  storage?: Storage;
  /** The app's mailer (e.g. real SMTP to a local server); `ctx.mailer` then records nothing. */
  mailer?: Mailer;
  registerWorkers?: (deps: WorkerDeps) => Promise<void>;
  /** How the app reaches Amazon SNS (the mail feedback), e.g. a fetch that routes to a local fake. */
  snsFetch?: typeof fetch;
}

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/** The real app on port 0 over a real PostgreSQL database and a real S3 bucket. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const shared = options.shareWith;
  const databaseUrl = options.databaseUrl ?? (shared ? shared.config.DATABASE_URL! : (await createTestDatabase()).url);
  const storage = options.storage ?? (shared ? shared.storage : await createTestStorage());
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: storage.publicEndpoint ?? inject('s3Endpoint'),
    S3_BUCKET: storage.bucket,
    S3_ACCESS_KEY_ID: EMBEDDED_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: EMBEDDED_S3_CREDENTIALS.secretAccessKey,
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const database = connectDatabase(databaseUrl, { poolSize: 10, logger });
  const mailer = recordingMailer();
  const jobs = options.jobs ? await startJobs({ pool: database.pool, logger, pollingIntervalSeconds: 0.5 }) : undefined;
  const deps: AppDeps = { config, database, storage, logger, mailer: options.mailer ?? mailer, sessionSecret: TEST_SESSION_SECRET, jobs, snsFetch: options.snsFetch };
  if (jobs && options.registerWorkers) await options.registerWorkers({ ...deps, jobs });

  // The production app, as main.ts serves it.
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(createApp(deps)).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    config,
    database,
    storage,
    mailer,
    jobs,
    deps,
    server,
    baseUrl,
    client: () => new TestClient(baseUrl),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs?.stop();
      options.mailer?.close();
      await database.close();
    },
  };
}
