// What the benchmarks share: free ports, the built server started as `npm start` runs it in
// production (a child process on a data folder of its own), and a process's memory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails when `child` exits first or time is up. */
export async function waitForUp(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

export const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/**
 * What production is given instead of its own embedded services, which it refuses
 * (docs/decisions/0037-production-refuses-unsafe-defaults.md): a PostgreSQL and an s3rver the
 * bench starts in `dataDir` itself, unless `env` names others.
 */
async function benchServices(dataDir, env) {
  const stops = [];
  const given = {};
  if (!env.DATABASE_URL) {
    const { startEmbeddedPostgres } = await tsImport(join(root, 'server', 'src', 'db', 'embedded-postgres.ts'), import.meta.url);
    const postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'bench-postgres'), stateDir: dataDir });
    stops.push(postgres.stop);
    given.DATABASE_URL = postgres.url;
  }
  if (!env.S3_ENDPOINT) {
    const { startEmbeddedS3, EMBEDDED_S3_CREDENTIALS } = await tsImport(join(root, 'server', 'src', 'storage', 'embedded-s3.ts'), import.meta.url);
    const s3 = await startEmbeddedS3({ directory: join(dataDir, 'bench-s3'), bucket: 'chapinbox-ebooks' });
    stops.push(s3.stop);
    Object.assign(given, { S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: EMBEDDED_S3_CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: EMBEDDED_S3_CREDENTIALS.secretAccessKey });
  }
  return { env: given, stop: async () => { for (const stop of stops.reverse()) await stop(); } };
}

/**
 * `node server/dist/main.js` in production on `dataDir` and a free port, with a PostgreSQL and
 * an S3 of the bench's own unless `env` points elsewhere. Each simulated visitor may send its
 * own address (X-Forwarded-For), as behind a load balancer. BENCH_PROFILE=<folder> writes a
 * CPU profile of the server there (open it in Chrome DevTools). `setupToken()` reads the
 * setup link's token the server wrote while no account exists.
 */
export async function startProductionServer({ dataDir, env = {} }) {
  const port = await freePort();
  const services = await benchServices(dataDir, env);
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      MAIL_TRANSPORT: 'log',
      ...services.env,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUp(`${url}/api/health`, child);
  return {
    url,
    child,
    setupToken: async () => (await readFile(join(dataDir, 'setup-token'), 'utf8')).trim(),
    stop: async () => {
      await stopChild(child);
      await services.stop();
    },
  };
}

/** Resident memory of a process in MB, from /proc. */
export async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}
