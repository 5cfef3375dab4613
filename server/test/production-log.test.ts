import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/lib/free-port';
import { projectRoot } from '../src/lib/paths';
import { EMBEDDED_S3_CREDENTIALS } from '../src/storage/embedded-s3';
import { TestClient } from './test-client';
import { createTestDatabase } from './test-context';

// A production server (main.ts) whose e-mail goes to its log (MAIL_TRANSPORT=log), every level
// logged: what it writes while links with tokens are made must hold none of them.

/** A link's token: 20+ URL-safe characters after one of the parameters that carry them. */
const TOKEN_IN_LINK = /(token|invite|setup)=[A-Za-z0-9_-]{20,}/;

describe('the log of a production server', () => {
  let child: ChildProcess;
  let output = '';
  let dataDir: string;
  let client: TestClient;

  const waitFor = async (text: string, times = 1) => {
    const deadline = Date.now() + 60_000;
    while (output.split(text).length - 1 < times) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}" ×${times}; output:\n${output}`);
      if (child.exitCode !== null) throw new Error(`exited early; output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chapinbox-production-log-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const database = await createTestDatabase();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'trace',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        S3_ENDPOINT: inject('s3Endpoint'),
        S3_BUCKET: `production-log-${port}`,
        S3_ACCESS_KEY_ID: EMBEDDED_S3_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: EMBEDDED_S3_CREDENTIALS.secretAccessKey,
        SESSION_SECRET: 'kX9v2Qm7Lr4TzW8bN1cYp6Hd3Fs0Ja5Gq',
        PUBLIC_ORIGIN: origin,
        MAIL_TRANSPORT: 'log',
        SMTP_URL: '',
        TRUST_PROXY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    await waitFor('to create the administrator');
    client = new TestClient(origin);
  }, 90_000);

  afterAll(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('When the administrator registers, a reset is asked for, a visitor joins the club and an invitation is made, then no token reaches the log, and the e-mails show their links masked', { timeout: 90_000 }, async () => {
    const setupToken = (await readFile(join(dataDir, 'setup-token'), 'utf8')).trim();
    const email = 'duena@chapinbox.test';
    expect((await client.post('/api/auth/register', { email, password: 'una-clave-larga-1', setupToken })).status).toBe(201);
    expect((await client.post('/api/admin/invites', { role: 'editor', email: 'invitado@chapinbox.test' })).status).toBe(201);
    expect((await client.post('/api/auth/reset-password-request', { email })).status).toBe(200);
    expect((await new TestClient(client.baseUrl).post('/api/vip/subscribe', { email: 'cliente@chapinbox.test', acceptsEmails: true, language: 'es' })).status).toBe(201);

    // The reset e-mail and the welcome e-mail (its confirm and unsubscribe links).
    await waitFor('e-mail (log only', 2);
    expect(output).toContain('?[masked]');
    expect(output).not.toContain(setupToken);
    expect(output).not.toMatch(TOKEN_IN_LINK);
  });
});
