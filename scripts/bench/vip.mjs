// `npm run bench:vip`: the VIP club under load, on a real PostgreSQL in a temporary folder
// and the built server (`node server/dist/main.js`) as a separate process. Prints:
//  - sign-ups/s and p99 for 20,000 sign-ups from 100 connections with 10 % duplicates,
//    against the raw INSERT rate of the same PostgreSQL measured in the same run;
//  - rows lost (must be 0) and 409s (must equal the duplicates sent);
//  - list page and search p95 at 1,000,000 subscribers;
//  - CSV export time and the server's peak memory for 1,000,000 rows.
// Not a test: nothing here fails on a slow machine, it only reports what it measured.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import signature from 'cookie-signature';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { root, rssMb, startProductionServer } from './production-server.mjs';
const SIGN_UPS = Number(process.env.BENCH_SIGN_UPS ?? 20_000);
const CONNECTIONS = 100;
const DUPLICATE_EVERY = 10; // every 10th request repeats an earlier address: 10 %
const TARGET_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const SESSION_SECRET = randomBytes(32).toString('hex');

const say = (text) => console.log(`vip-bench ${text}`);
const ms = (value) => `${value.toFixed(1)} ms`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function ensureBuilt() {
  const { buildAll } = await import(pathToFileURL(join(root, 'scripts', 'build.mjs')).href);
  await buildAll({ ifStale: true, log: say });
}

/** The built server as a child process on the bench's PostgreSQL. */
const startServer = (databaseUrl, dataDir) => startProductionServer({ dataDir, env: { DATABASE_URL: databaseUrl, SESSION_SECRET } });

/** 20,000 INSERTs into a copy of the subscribers table (same indexes), 100 at a time over 10 connections. */
async function rawInsertRate(pool) {
  await pool.query('create table bench_raw (like vip_subscribers including all)');
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < SIGN_UPS) {
        const i = next++;
        await pool.query('insert into bench_raw (email, accepts_emails, consent_at, token) values ($1, true, now(), $2)', [`raw-${i}@example.com`, `raw-${i}`]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.query('drop table bench_raw');
  return SIGN_UPS / seconds;
}

/**
 * The database work of one sign-up without HTTP, Node's request handling or validation: the
 * rate-limit upsert, then BEGIN, INSERT, the welcome job's INSERT and COMMIT. The gap between
 * this and the HTTP figure is the web layer; the gap between this and the raw INSERT is the
 * price of never losing a sign-up (one transaction with its job) plus the per-IP limit.
 */
async function transactionalRate(pool) {
  await pool.query('create table bench_tx (like vip_subscribers including all)');
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < SIGN_UPS) {
        const i = next++;
        await pool.query(
          `insert into rate_limits (key, hits, reset_at) values ($1, 1, now() + interval '10 minutes')
           on conflict (key) do update set hits = rate_limits.hits + 1 returning hits, reset_at`,
          [`bench-tx:${i % 5000}`],
        );
        const client = await pool.connect();
        try {
          await client.query('begin');
          const { rows } = await client.query(
            'insert into bench_tx (email, accepts_emails, consent_at, token) values ($1, true, now(), $2) returning id',
            [`tx-${i}@example.com`, `tx-${i}`],
          );
          // A job the welcome worker drains as a no-op (no such subscriber), as it would a real one.
          await client.query("insert into pgboss.job (name, data) values ('vip-welcome-email', $1)", [{ subscriberId: -rows[0].id, origin: 'http://bench' }]);
          await client.query('commit');
        } finally {
          client.release();
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.query('drop table bench_tx');
  await pool.query("delete from rate_limits where key like 'bench-tx:%'");
  // Its no-op jobs go too, so the e-mail drain below counts only the real sign-ups' e-mails.
  await pool.query("delete from pgboss.job where name = 'vip-welcome-email' and (data->>'subscriberId')::bigint < 0");
  return SIGN_UPS / seconds;
}

/** The sign-up load through HTTP: every 10th body repeats an earlier e-mail (in other letter case). */
async function signUpLoad(url) {
  const bodies = [];
  const unique = [];
  for (let i = 0; i < SIGN_UPS; i++) {
    if (i % DUPLICATE_EVERY === DUPLICATE_EVERY - 1) {
      bodies.push(unique[Math.floor(Math.random() * unique.length)].toUpperCase());
    } else {
      const email = `bench-${i}@example.com`;
      unique.push(email);
      bodies.push(email);
    }
  }
  let sent = 0;
  const result = await autocannon({
    url: `${url}/api/vip/subscribe`,
    connections: CONNECTIONS,
    amount: SIGN_UPS,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = sent++;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
            body: JSON.stringify({ email: bodies[i % SIGN_UPS], acceptsEmails: true, source: 'bench' }),
          };
        },
      },
    ],
  });
  const count = (status) => result.statusCodeStats?.[status]?.count ?? 0;
  return { result, unique: unique.length, duplicates: SIGN_UPS - unique.length, created: count(201), conflicts: count(409), other: result.requests.total - count(201) - count(409) };
}

/** Fills the table up to TARGET_ROWS with varied addresses over the last two years. */
async function seed(pool) {
  const { rows } = await pool.query('select count(*)::int as n from vip_subscribers');
  const missing = TARGET_ROWS - rows[0].n;
  if (missing <= 0) return;
  await pool.query(
    `insert into vip_subscribers (email, source, language, accepts_emails, consent_at, token, subscribed_at, is_active, status)
     select email, (array['vip_modal','floating_button','feature_card','join_button'])[1 + g % 4],
            case when g % 3 = 0 then 'en' else 'es' end, true, at, 'seed-' || g, at, g % 17 <> 0,
            case when g % 4 = 0 then 'confirmed' else 'pending' end
     from (
       select g,
         (array['maria','jose','ana','luis','carmen','juan','sofia','carlos','lucia','pedro','elena','miguel'])[1 + g % 12] || '.' ||
         (array['lopez','garcia','perez','martinez','hernandez','gonzalez','rodriguez','morales','castillo','reyes'])[1 + (g / 12) % 10] ||
         g || '@' || (array['gmail.com','yahoo.com','hotmail.com','outlook.com','icloud.com','chapin.gt'])[1 + (g / 7) % 6] as email,
         now() - make_interval(secs => (g::double precision * 63)) as at
       from generate_series(1, $1) as g
     ) s`,
    [missing],
  );
  await pool.query('vacuum analyze vip_subscribers');
}

/** A staff session written straight into the session table, as express-session would. */
async function staffCookie(pool) {
  const { rows } = await pool.query(
    "insert into users (email, password_hash, role) values ('bench@chapinbox.test', 'x', 'admin') returning id",
  );
  const sid = randomBytes(24).toString('base64url');
  const expire = new Date(Date.now() + 3_600_000);
  const sess = { cookie: { originalMaxAge: 3_600_000, expires: expire.toISOString(), httpOnly: true, path: '/' }, userId: rows[0].id, role: 'admin' };
  await pool.query('insert into session (sid, sess, expire) values ($1, $2, $3)', [sid, sess, expire]);
  return `chapinbox.sid=${encodeURIComponent(`s:${signature.sign(sid, SESSION_SECRET)}`)}`;
}

/** p50/p95 of GET `path()` over SAMPLES requests, 4 at a time. */
async function latency(url, cookie, path) {
  const times = [];
  let left = SAMPLES;
  let last;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (left-- > 0) {
        const started = performance.now();
        const response = await fetch(url + path(), { headers: { cookie } });
        last = await response.json();
        if (!response.ok) throw new Error(`${path()} answered ${response.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return { p50: percentile(times, 50), p95: percentile(times, 95), last };
}

async function exportRun(url, cookie, pid) {
  const baseline = await rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => rssMb(pid).then((mb) => (peak = Math.max(peak, mb)), () => undefined), 50);
  const started = performance.now();
  const response = await fetch(`${url}/api/vip/subscribers/export`, { headers: { cookie, 'accept-encoding': 'identity' } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, rows: lines - 1, mb: bytes / 1024 / 1024, baseline, peak, name: response.headers.get('content-disposition') };
}

async function main() {
  await ensureBuilt();
  const folder = await mkdtemp(join(tmpdir(), 'chapinbox-bench-'));
  await chmod(folder, 0o755);
  const { startEmbeddedPostgres } = await tsImport(join(root, 'server', 'src', 'db', 'embedded-postgres.ts'), import.meta.url);
  const postgres = await startEmbeddedPostgres({ dataDir: join(folder, 'postgres'), stateDir: folder, settings: { max_connections: 200 } });
  say(`PostgreSQL in ${folder}`);
  let server;
  const pool = new pg.Pool({ connectionString: postgres.url, max: 10 });
  try {
    server = await startServer(postgres.url, join(folder, 'data'));
    say(`server ${server.url} (pid ${server.child.pid})`);

    const rawRate = await rawInsertRate(pool);
    say(`raw INSERT: ${rawRate.toFixed(0)}/s`);
    const txRate = await transactionalRate(pool);
    say(`sign-up database work without HTTP: ${txRate.toFixed(0)}/s`);
    const load = await signUpLoad(server.url);
    const seconds = load.result.duration;
    const { rows: counted } = await pool.query(
      "select count(*)::int as rows, count(*) filter (where lower(email) like 'bench-%')::int as bench from vip_subscribers",
    );
    // Positive ids only: the no-HTTP baseline's jobs point at negative ones.
    const { rows: jobs } = await pool.query(
      "select count(*)::int as n from pgboss.job where name = 'vip-welcome-email' and (data->>'subscriberId')::bigint > 0",
    );
    // Every distinct e-mail sent must be stored exactly once, whatever the races between duplicates.
    const rowsLost = load.unique - counted[0].bench;

    // The welcome e-mails (written to the log here) drain in the background; the list figures
    // below are taken once they are done, so they measure the list, not the mail backlog.
    const drainStarted = performance.now();
    for (;;) {
      const { rows } = await pool.query(
        "select count(*)::int as n from pgboss.job where name = 'vip-welcome-email' and state in ('created', 'retry', 'active')",
      );
      if (rows[0].n === 0 || performance.now() - drainStarted > 15 * 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    say(`welcome e-mail queue drained ${drainSeconds.toFixed(1)} s after the load`);

    say(`seeding up to ${TARGET_ROWS.toLocaleString('en-US')} subscribers...`);
    await seed(pool);
    const cookie = await staffCookie(pool);
    const terms = ['maria', 'gmail', 'lopez12', 'carmen.reyes9', 'zzz-nobody', 'ana.perez1234', 'chapin.gt', '@yahoo'];
    let turn = 0;
    const firstPage = await latency(server.url, cookie, () => '/api/vip/subscribers?page=1&pageSize=25');
    const deepPage = await latency(server.url, cookie, () => `/api/vip/subscribers?page=${1 + Math.floor(Math.random() * (TARGET_ROWS / 25))}&pageSize=25`);
    const search = await latency(server.url, cookie, () => `/api/vip/subscribers?search=${encodeURIComponent(terms[turn++ % terms.length])}&pageSize=25`);
    const daily = await latency(server.url, cookie, () => '/api/vip/subscribers/daily?tz=America/Guatemala');
    const exported = await exportRun(server.url, cookie, server.child.pid);

    const r = load.result;
    console.log(`
VIP club benchmark (${new Date().toISOString()}, node ${process.version}, PostgreSQL ${postgres.url.split('@')[1].split('/')[0]})

Sign-ups: ${SIGN_UPS.toLocaleString('en-US')} requests, ${CONNECTIONS} connections, ${load.duplicates} duplicates (10 %)
  sign-ups/s (HTTP)       ${(r.requests.total / seconds).toFixed(0)}  (${((r.requests.total / seconds / rawRate) * 100).toFixed(0)} % of the raw INSERT rate)
  raw INSERT/s            ${rawRate.toFixed(0)}  (same table and indexes, 10 connections, 100 at a time)
  sign-up DB work/s       ${txRate.toFixed(0)}  (rate-limit upsert + transaction with the row and its job, no HTTP)
  latency p50 / p99       ${ms(r.latency.p50)} / ${ms(r.latency.p99)}
  201 / 409 / other       ${load.created} / ${load.conflicts} / ${load.other} (errors ${r.errors}, timeouts ${r.timeouts})
  rows stored             ${counted[0].bench} of ${load.unique} distinct e-mails; welcome jobs queued ${jobs[0].n}
  rows lost               ${rowsLost}
  welcome e-mails         queue empty ${drainSeconds.toFixed(1)} s after the last sign-up (log transport)
  409s = duplicates sent  ${load.conflicts === load.duplicates ? 'yes' : 'NO'} (${load.conflicts} vs ${load.duplicates})

Staff list at ${TARGET_ROWS.toLocaleString('en-US')} subscribers (${SAMPLES} requests each, 4 at a time)
  page 1                  p50 ${ms(firstPage.p50)}  p95 ${ms(firstPage.p95)}  (total ${firstPage.last.total}, active ${firstPage.last.active})
  random deep page        p50 ${ms(deepPage.p50)}  p95 ${ms(deepPage.p95)}
  search (${terms.length} terms)       p50 ${ms(search.p50)}  p95 ${ms(search.p95)}
  sign-ups per day chart  p50 ${ms(daily.p50)}  p95 ${ms(daily.p95)}

CSV export of ${exported.rows.toLocaleString('en-US')} rows (${exported.mb.toFixed(1)} MB, ${exported.name})
  time                    ${exported.seconds.toFixed(1)} s (${(exported.rows / exported.seconds).toFixed(0)} rows/s)
  server memory (RSS)     ${exported.baseline.toFixed(0)} MB before, ${exported.peak.toFixed(0)} MB peak (+${(exported.peak - exported.baseline).toFixed(0)} MB)
`);
  } finally {
    await pool.end().catch(() => undefined);
    if (server) await server.stop();
    await postgres.stop();
    if (!process.env.BENCH_KEEP) await rm(folder, { recursive: true, force: true });
  }
}

if (!existsSync(join(root, 'node_modules', 'autocannon'))) {
  console.error('autocannon is not installed (npm install)');
  process.exit(1);
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
