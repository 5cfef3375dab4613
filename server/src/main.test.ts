import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port';
import { projectRoot } from './lib/paths';
import { startFakeThirdParty } from '../test/fake-third-party';

// The `npm start` process itself (server/src/main.ts through tsx), on a data folder of its own.

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '', S3_ENDPOINT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, text: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}"; output:\n${started.output()}`);
    if (started.child.exitCode !== null) throw new Error(`exited early; output:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postmasterPid = (dataDir: string) => {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};

/** Running, not merely a zombie waiting for its parent to reap it. */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/^\d+ \(.*\) Z/.test(stat);
};

/** Every live process whose command line names `text` (e.g. the data folder). */
function processesMentioning(text: string) {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid) && isAlive(Number(pid)))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      } catch {
        return ''; // gone while we looked
      }
    })
    .filter((command) => command.includes(text));
}

/** GET /api/health on a new connection: 'answered', or the connection's error code. */
function healthOnNewConnection(port: number) {
  return new Promise<string>((resolve) => {
    get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve('answered');
    }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** PostgreSQL removes its pid file just before it exits: give it a moment. */
async function stopsWithin(pid: number, ms: number) {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return !isAlive(pid);
}

describe('the server process (npm start)', () => {
  let dataDir: string;
  let port: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chapinbox-main-'));
    await chmod(dataDir, 0o755);
    port = await freePort();
    env = { DATA_DIR: dataDir, PORT: String(port) };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Starts the server as a process of its own (node with tsx), which takes seconds.
  it('When PORT is not a number, then it stops with one line naming PORT', { timeout: 30_000 }, async () => {
    const started = startServer({ ...env, PORT: 'abc' });
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe('ChapinBox could not start: invalid configuration: PORT must be a port number');
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://chapinbox:secret@127.0.0.1:1/chapinbox',
    S3_ENDPOINT: 'http://127.0.0.1:1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    SESSION_SECRET: 'a-production-session-secret-of-32-characters',
    PUBLIC_ORIGIN: 'https://chapinbox.test',
    MAIL_TRANSPORT: 'log',
  };

  it.each([
    ['DATABASE_URL', { DATABASE_URL: '' }, 'DATABASE_URL is required when NODE_ENV=production (a managed PostgreSQL; the embedded one is for development only)'],
    ['S3_ENDPOINT', { S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }, 'S3_ENDPOINT is required when NODE_ENV=production (an S3 bucket; the embedded s3rver is for development only)'],
    ['SESSION_SECRET', { SESSION_SECRET: '' }, 'SESSION_SECRET is required when NODE_ENV=production'],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: '' }, 'PUBLIC_ORIGIN is required when NODE_ENV=production (the address of pages and e-mailed links; a Host header can be forged)'],
    ['SMTP_URL or MAIL_TRANSPORT=log', { MAIL_TRANSPORT: '' }, 'SMTP_URL is required when NODE_ENV=production (or MAIL_TRANSPORT=log: no e-mail leaves the server)'],
    ['a SESSION_SECRET hard to guess', { SESSION_SECRET: 'changeme'.repeat(5) }, 'SESSION_SECRET is too easy to guess: use 32+ random characters (openssl rand -base64 48)'],
  ])('When production starts without %s, then it stops with that one line', { timeout: 60_000 }, async (_name, change, problem) => {
    const started = startServer({ ...env, ...PRODUCTION, SMTP_URL: '', ...change });
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe(`ChapinBox could not start: invalid configuration: ${problem}`);
  });

  it('When development sends e-mail without PUBLIC_ORIGIN, then it stops with one line too', { timeout: 60_000 }, async () => {
    const started = startServer({ ...env, SMTP_URL: 'smtp://mail.example.com', PUBLIC_ORIGIN: '' });
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe('ChapinBox could not start: invalid configuration: PUBLIC_ORIGIN is required when SMTP_URL is set (the address of the links in e-mails)');
  });

  it('When started, a second start on the same data, a crash and a SIGTERM with requests in flight happen, then each behaves', { timeout: 180_000 }, async () => {
    // Started: one line per component and the address; the API answers.
    const first = startServer(env);
    await waitFor(first, `ChapinBox is running at http://localhost:${port}`);
    // The setup line is written just after that one and may arrive in a later chunk of the pipe.
    await waitFor(first, '/register?setup=');
    for (const component of ['database', 'migrate', 'storage', 'mail', 'jobs', 'server', 'setup']) {
      expect(first.output()).toMatch(new RegExp(`^${component} `, 'm'));
    }
    // No account yet: one line with the setup link, whose token is also in the data folder.
    const setupToken = /^setup .*http:\/\/localhost:\d+\/register\?setup=([A-Za-z0-9_-]{43}) /m.exec(first.output())?.[1];
    expect(setupToken).toBeDefined();
    expect(readFileSync(join(dataDir, 'setup-token'), 'utf8').trim()).toBe(setupToken);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({ status: 'ok', db: 'up', storage: 'up' });

    // A second start on the same data folder: one clear line, no stack trace.
    const second = startServer({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(/^ChapinBox could not start: Another ChapinBox server \(pid \d+\) is already running on /);
    expect(second.output()).not.toMatch(/\n\s+at /);

    expect((await fetch(`http://127.0.0.1:${port}/api/auth/registration-status?setup=${setupToken}`).then((r) => r.json())).open).toBe(true);

    // A crash leaves PostgreSQL running; the next start takes it over.
    const orphan = postmasterPid(dataDir)!;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(orphan)).toBe(true);
    // This time the chat goes to a webhook that takes 2 s to answer.
    const webhook = await startFakeThirdParty(() => ({ status: 200, body: { output: 'Hola' } }));
    webhook.state.delayMs = 2_000;
    const third = startServer({ ...env, CHAT_WEBHOOK_URL: `${webhook.url}/webhook/chat` });
    await waitFor(third, 'ChapinBox is running at');
    // The next start prints the same setup link while it is unused.
    await waitFor(third, `/register?setup=${setupToken} `);
    expect(await stopsWithin(orphan, 5_000)).toBe(true);
    const restarted = postmasterPid(dataDir)!;

    // SIGTERM with five chats waiting on the webhook: they finish, new connections are
    // refused, then the server stops, then PostgreSQL; nothing is left running.
    const inFlight = Array.from({ length: 5 }, (_, index) =>
      fetch(`http://127.0.0.1:${port}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chatInput: `Hola ${index}`, sessionId: `session_1700000000000_inflight${index}` }),
      }).then(async (response) => ({ status: response.status, body: await response.json() })),
    );
    await expect.poll(() => webhook.state.received.length, { timeout: 10_000, interval: 20 }).toBe(5);
    third.child.kill('SIGTERM');
    // Each try on a connection of its own: a kept-alive one would still be answered.
    await expect.poll(() => healthOnNewConnection(port), { timeout: 5_000, interval: 20 }).toBe('ECONNREFUSED');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow('fetch failed');
    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 5 }, () => ({ status: 200, body: { output: 'Hola' } })));
    expect(await third.exited).toBe(0);
    await webhook.close();
    expect(third.output()).toContain('server    stopped');
    expect(await stopsWithin(restarted, 5_000)).toBe(true);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    expect(processesMentioning(dataDir)).toEqual([]);
  });
});

describe('the embedded PostgreSQL under the server (npm start)', () => {
  let dataDir: string;
  let port: number;
  let server: Started;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chapinbox-supervised-'));
    await chmod(dataDir, 0o755);
    port = await freePort();
    server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitFor(server, 'ChapinBox is running at');
  }, 120_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      async (response) => ({ status: response.status, db: (await response.json()).db as string }),
      () => ({ status: 0, db: 'unreachable' }),
    );

  it('When PostgreSQL is killed with SIGKILL, then the server starts it again on the same data and is healthy within 30 s, without a restart of its own', { timeout: 60_000 }, async () => {
    const killed = postmasterPid(dataDir)!;
    const serverPid = server.child.pid;
    process.kill(killed, 'SIGKILL');

    await expect.poll(health, { timeout: 30_000, interval: 250 }).toEqual({ status: 200, db: 'up' });
    const restarted = postmasterPid(dataDir);
    expect(restarted).not.toBe(killed);
    expect(isAlive(restarted!)).toBe(true);
    expect(server.child.pid).toBe(serverPid);
    expect(server.child.exitCode).toBeNull();
    await expect.poll(() => server.output(), { timeout: 5_000 }).toMatch(/embedded PostgreSQL restarted \(restart 1\)/);
  });

  it('When PostgreSQL begins a smart shutdown, then /api/health reports the database down; once it has stopped, it is restarted', { timeout: 60_000 }, async () => {
    const stopping = postmasterPid(dataDir)!;
    // SIGTERM is PostgreSQL's smart shutdown: open sessions go on, new connections are refused.
    process.kill(stopping, 'SIGTERM');
    await expect.poll(health, { timeout: 10_000, interval: 100 }).toEqual({ status: 503, db: 'down' });

    // The server's own connections keep a smart shutdown waiting; a fast one ends it.
    process.kill(stopping, 'SIGINT');
    await expect.poll(health, { timeout: 30_000, interval: 250 }).toEqual({ status: 200, db: 'up' });
    expect(postmasterPid(dataDir)).not.toBe(stopping);
    await expect.poll(() => server.output(), { timeout: 5_000 }).toMatch(/embedded PostgreSQL restarted \(restart 2\)/);
  });
});
