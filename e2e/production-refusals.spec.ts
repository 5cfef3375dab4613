import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Production refuses unsafe defaults (docs/decisions/0037-production-refuses-unsafe-defaults.md):
 * the built server, `node server/dist/main.js` as `npm start` and a production unit run it,
 * started with each bad environment, stops with one line naming the problem and a non-zero
 * exit, before it starts anything (no embedded PostgreSQL, no s3rver, no listening port). No
 * browser: each test is a process of its own. server/src/main.test.ts checks the same from
 * the sources (tsx) in the unit run, which comes before the build.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const builtServer = join(root, 'server', 'dist', 'main.js');

/** A port nobody listens on, so a server that did start would be seen on it, not on another app's. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the built server with `env` over a production-like base, to its end (30 s at most: it is killed then). */
function runBuiltServer(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtServer], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Every variable a production instance needs, pointed at addresses where nothing answers. */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://chapinbox:secret@127.0.0.1:1/chapinbox',
  S3_ENDPOINT: 'http://127.0.0.1:1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  SESSION_SECRET: 'a-production-session-secret-of-32-characters',
  SMTP_URL: '',
  MAIL_TRANSPORT: 'log',
  PUBLIC_ORIGIN: 'https://chapinbox.test',
};

const refusal = (problem: string) => `ChapinBox could not start: invalid configuration: ${problem}`;
const PUBLIC_ORIGIN_PROBLEM = 'PUBLIC_ORIGIN is required when SMTP_URL is set (the address of the links in e-mails)';

test.describe('the built server refuses unsafe defaults', () => {
  let dataDir: string;
  let base: Record<string, string>;

  test.beforeAll(() => {
    expect(existsSync(builtServer), `${builtServer} is missing: run npm run build first`).toBe(true);
  });
  test.beforeEach(async () => {
    // Empty variables are set ones: a .env file in the project cannot fill them in (process.loadEnvFile keeps what is set).
    dataDir = await mkdtemp(join(tmpdir(), 'chapinbox-refusals-'));
    base = { DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
  });
  test.afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const cases: Array<[string, Record<string, string>, string]> = [
    [
      'production without DATABASE_URL',
      { ...PRODUCTION, DATABASE_URL: '' },
      refusal('DATABASE_URL is required when NODE_ENV=production (a managed PostgreSQL; the embedded one is for development only)'),
    ],
    [
      'production without S3_ENDPOINT',
      { ...PRODUCTION, S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' },
      refusal('S3_ENDPOINT is required when NODE_ENV=production (an S3 bucket; the embedded s3rver is for development only)'),
    ],
    ['production without SESSION_SECRET', { ...PRODUCTION, SESSION_SECRET: '' }, refusal('SESSION_SECRET is required when NODE_ENV=production')],
    [
      'production without PUBLIC_ORIGIN',
      { ...PRODUCTION, PUBLIC_ORIGIN: '' },
      refusal('PUBLIC_ORIGIN is required when NODE_ENV=production (the address of pages and e-mailed links; a Host header can be forged)'),
    ],
    [
      'production without SMTP_URL, MAIL_TRANSPORT=log unsaid',
      { ...PRODUCTION, MAIL_TRANSPORT: '' },
      refusal('SMTP_URL is required when NODE_ENV=production (or MAIL_TRANSPORT=log: no e-mail leaves the server)'),
    ],
    [
      'production with a SESSION_SECRET easy to guess',
      { ...PRODUCTION, SESSION_SECRET: 'changeme'.repeat(5) },
      refusal('SESSION_SECRET is too easy to guess: use 32+ random characters (openssl rand -base64 48)'),
    ],
    [
      'development with SMTP_URL and no PUBLIC_ORIGIN',
      { NODE_ENV: 'development', DATABASE_URL: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', SMTP_URL: 'smtp://mail.example.com', PUBLIC_ORIGIN: '' },
      refusal(PUBLIC_ORIGIN_PROBLEM),
    ],
  ];

  for (const [name, env, line] of cases) {
    test(`When it starts in ${name}, then it exits non-zero with one line naming the problem, having started nothing`, async () => {
      const run = await runBuiltServer({ ...env, ...base });

      expect(run.signal, 'it ended by itself, not by the 30 s kill').toBeNull();
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`${line}\n`);
      // Nothing started: no component line ("database", "storage", "server … running at"), and the
      // data folder is as it was (no embedded PostgreSQL cluster, no s3rver bucket, no lock).
      expect(run.stdout).toBe('');
      expect(readdirSync(dataDir)).toEqual([]);
    });
  }

  test('When production has every variable it needs, then the same build gets past the configuration (to the unreachable database)', async () => {
    // The control: the refusals above come from the one variable each changes, not from the base.
    const run = await runBuiltServer({ ...PRODUCTION, ...base });

    expect(run.signal).toBeNull();
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('database  PostgreSQL at 127.0.0.1:1 (DATABASE_URL)\n');
    expect(run.stderr).toBe('ChapinBox could not start: cannot reach 127.0.0.1: connect ECONNREFUSED 127.0.0.1:1\n');
    expect(run.stderr).not.toContain('invalid configuration');
  });
});
