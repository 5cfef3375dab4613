// `npm run bench:insights`: the first-party measurement under load, on a real PostgreSQL in a
// temporary folder and the built server (`node server/dist/main.js`) as a separate process. Prints:
//  - ingestion: events/s, p50/p99 for BENCH_INSIGHT_REQUESTS beacons of EVENTS_PER_REQUEST events
//    from 200 connections (half JSON, half text/plain as sendBeacon sends them), side by side with
//    the rate of raw batched INSERTs into the same table measured in the same run, with the load
//    average; and events lost (must be 0);
//  - the staff summary for 30 days and for 12 months, p50/p95, on a table seeded with
//    BENCH_INSIGHT_ROWS events (default 10,000,000) over the last 13 months with generate_series,
//    rolled up by the server's own insights job (its time is printed too). Today's events are
//    read raw by every summary: their number is printed beside the figures.
// No budget is set for these yet: the figures are printed for the decision record, lost events
// aside (must be 0). Not a test: nothing here fails on a slow machine, it only reports what it measured.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import signature from 'cookie-signature';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { tsImport } from 'tsx/esm/api';
import { root, startProductionServer } from './production-server.mjs';

const REQUESTS = Number(process.env.BENCH_INSIGHT_REQUESTS ?? 20_000);
const EVENTS_PER_REQUEST = 5;
const CONNECTIONS = 200;
const SEED_ROWS = Number(process.env.BENCH_INSIGHT_ROWS ?? 10_000_000);
const SEED_DAYS = 395;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
/** Rows per raw INSERT: about what the server's batches hold under this load. */
const RAW_BATCH = 500;
const SESSION_SECRET = randomBytes(32).toString('hex');
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TIME_ZONE = 'America/Guatemala';

const say = (text) => console.log(`insights-bench ${text}`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const ms = (value) => `${value.toFixed(1)} ms`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const mark = (ok) => (ok ? 'ok' : 'MISSED');

async function ensureBuilt() {
  const { buildAll } = await import(pathToFileURL(join(root, 'scripts', 'build.mjs')).href);
  await buildAll({ ifStale: true, log: say });
}

/** A beacon's events: a page view, a section seen, the VIP window, a click, a sign-up. */
function beacon(i) {
  const page = ['/', '/agexport', '/', '/'][i % 4];
  const base = { path: page, language: i % 3 ? 'es' : 'en', device: ['phone', 'phone', 'desktop', 'tablet'][i % 4], referrer: i % 2 ? 'https://www.google.com/' : undefined };
  const utm = i % 5 === 0 ? { source: 'newsletter', campaign: `campaña-${i % 3}` } : undefined;
  return JSON.stringify({
    events: [
      { type: 'pageview', ...base, utm },
      { type: 'event', name: 'section_view', ...base, utm, props: { detail: 'products' } },
      { type: 'event', name: 'vip_shown', ...base, utm, props: { detail: 'auto' } },
      { type: 'event', name: 'marketplace_click', ...base, utm, props: { box: 'partyMix', place: 'tab' } },
      { type: 'event', name: 'vip_signup', ...base, utm, props: { detail: 'new' } },
    ].slice(0, EVENTS_PER_REQUEST),
  });
}

/** The same number of rows, RAW_BATCH per INSERT (one unnest statement, as the server's), over 10 connections. */
async function rawInsertRate(pool) {
  const rows = REQUESTS * EVENTS_PER_REQUEST;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < rows) {
        const from = next;
        next += RAW_BATCH;
        const n = Math.min(RAW_BATCH, rows - from);
        const column = (value) => Array.from({ length: n }, (_, k) => (typeof value === 'function' ? value(from + k) : value));
        await pool.query(
          `insert into insight_events (at, visitor, name, path, language, source, medium, campaign, device, box, place, detail)
           select * from unnest($1::timestamptz[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])`,
          [
            column(() => new Date().toISOString()),
            column((k) => 1e12 + Math.floor(k / EVENTS_PER_REQUEST)),
            column('pageview'),
            column('/'),
            column('es'),
            column('bench-raw'),
            column(null),
            column(null),
            column('phone'),
            column(null),
            column(null),
            column(null),
          ],
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.query("delete from insight_events where source = 'bench-raw'");
  return rows / seconds;
}

/** The beacons through HTTP, each from an address of its own, half as JSON and half as text/plain. */
async function ingestionLoad(url) {
  let sent = 0;
  const run = autocannon({
    url: `${url}/api/insights/events`,
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = sent++;
          return {
            ...request,
            headers: {
              'content-type': i % 2 ? 'application/json' : 'text/plain;charset=UTF-8',
              origin: url,
              'user-agent': PHONE_AGENT,
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: beacon(i),
          };
        },
      },
    ],
  });
  return run;
}

/** Month partitions for the seed's past months (the migration made last month onwards). */
async function pastPartitions(pool) {
  const now = new Date();
  for (let months = -14; months <= -2; months++) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 1));
    const name = `insight_events_${from.toISOString().slice(0, 7).replace('-', '_')}`;
    await pool.query(`create table if not exists ${name} partition of insight_events for values from ('${from.toISOString()}') to ('${to.toISOString()}')`);
  }
}

/**
 * SEED_ROWS events spread evenly over the last SEED_DAYS days up to now: visitors of four
 * events each, whose source, language and device stay theirs; a dozen pages and sources, a few
 * newsletter and QR campaigns, the events in the proportions of a real page.
 */
async function seed(pool) {
  await pastPartitions(pool);
  await pool.query(
    `insert into insight_events (at, visitor, name, path, language, source, campaign, device, box, place, detail)
     select now() - make_interval(secs => g * ${(SEED_DAYS * 86_400) / SEED_ROWS}),
       v,
       case when g % 20 < 11 then 'pageview' when g % 20 < 15 then 'section_view' when g % 20 < 17 then 'vip_shown'
            when g % 20 = 17 then 'marketplace_click' when g % 20 = 18 then 'vip_signup' else 'chat_opened' end,
       (array['/', '/', '/', '/', '/agexport', '/agexport', '/?lang=en', '/gracias', '/regalos', '/empresas', '/feria', '/promo'])[1 + (g / 7) % 12],
       case when h % 10 < 7 then 'es' else 'en' end,
       s.source,
       case when s.source in ('newsletter', 'qr') then 'campaña-' || (h % 6) end,
       (array['phone', 'phone', 'phone', 'desktop', 'tablet'])[1 + h % 5],
       case when g % 20 = 17 then (array['partyMix', 'candyMix', 'spicyMix', 'chocoBox'])[1 + g % 4] end,
       case when g % 20 = 17 then (array['urgency_bar', 'tab', 'featured', 'promo', 'why_choose_us', 'final_cta', 'chat', 'newsletter'])[1 + (g / 3) % 8] end,
       case when g % 20 = 18 then (case when g % 5 = 0 then 'duplicate' else 'new' end) when g % 20 = 16 then 'auto' end
     from generate_series(1, $1::bigint) as g,
       lateral (select g / 4 as v, (g / 4 * 2654435761) % 1000 as h) as visitor,
       lateral (select (array['Directo', 'Directo', 'Directo', 'google.com', 'google.com', 'facebook.com', 'instagram', 'l.instagram.com',
                               'newsletter', 'qr', 'tiktok.com', 'bing.com', 'agexport', 'whatsapp', 'youtube.com'])[1 + visitor.h % 15] as source) as s`,
    [SEED_ROWS],
  );
  await pool.query('vacuum analyze insight_events');
}

/** A staff session written straight into the session table, as express-session would. */
async function staffCookie(pool) {
  const { rows } = await pool.query("insert into users (email, password_hash, role) values ('bench@chapinbox.test', 'x', 'editor') returning id");
  const sid = randomBytes(24).toString('base64url');
  const expire = new Date(Date.now() + 3_600_000);
  const sess = { cookie: { originalMaxAge: 3_600_000, expires: expire.toISOString(), httpOnly: true, path: '/' }, userId: rows[0].id };
  await pool.query('insert into session (sid, sess, expire) values ($1, $2, $3)', [sid, sess, expire]);
  return `chapinbox.sid=${encodeURIComponent(`s:${signature.sign(sid, SESSION_SECRET)}`)}`;
}

/** p50/p95 of GET `path` over SAMPLES requests, 2 at a time (a few staff members at once). */
async function latency(url, cookie, path) {
  const times = [];
  let left = SAMPLES;
  let last;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (left-- > 0) {
        const started = performance.now();
        const response = await fetch(url + path, { headers: { cookie } });
        last = await response.json();
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${last.message}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return { p50: percentile(times, 50), p95: percentile(times, 95), last, load: loadavg()[0].toFixed(2) };
}

const shopDay = (daysFromToday) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + daysFromToday * 86_400_000));
  return day.slice(0, 10);
};

/** Runs the server's insights job and waits until the last finished day is rolled up; answers the seconds. */
async function rollUpThroughTheJob(boss, pool) {
  const yesterday = shopDay(-1);
  const started = performance.now();
  await boss.send('insights', {});
  for (;;) {
    const { rows } = await pool.query('select max(day)::text as day from insight_days');
    if (rows[0].day === yesterday) return (performance.now() - started) / 1000;
    if (performance.now() - started > 60 * 60_000) throw new Error('the rollup did not finish within an hour');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
  const boss = new PgBoss({ connectionString: postgres.url, schema: 'pgboss', supervise: false, schedule: false, max: 2 });
  try {
    server = await startProductionServer({ dataDir: join(folder, 'data'), env: { DATABASE_URL: postgres.url, SESSION_SECRET } });
    say(`server ${server.url} (pid ${server.child.pid})`);

    const loadBefore = load();
    const rawRate = await rawInsertRate(pool);
    say(`raw batched INSERT: ${rawRate.toFixed(0)} events/s (load average ${load()})`);
    const result = await ingestionLoad(server.url);
    const loadAfter = load();
    const accepted = result.statusCodeStats?.['202']?.count ?? 0;
    const { rows: counted } = await pool.query("select count(*)::int as n from insight_events where source <> 'bench-raw'");
    const eventsRate = (accepted * EVENTS_PER_REQUEST) / result.duration;
    const lost = accepted * EVENTS_PER_REQUEST - counted[0].n;
    console.log(`
Insights benchmark (${new Date().toISOString()}, node ${process.version})
load average (1, 5, 15 min): ${loadBefore} before the raw INSERTs, ${loadAfter} after the beacons

Ingestion: ${REQUESTS.toLocaleString('en-US')} beacons of ${EVENTS_PER_REQUEST} events, ${CONNECTIONS} connections, each from its own address (half JSON, half text/plain)
  events/s (HTTP)         ${eventsRate.toFixed(0)}  = ${((eventsRate / rawRate) * 100).toFixed(0)} % of the raw batched INSERT rate
  raw batched INSERT      ${rawRate.toFixed(0)} events/s  (${RAW_BATCH} rows per unnest INSERT into insight_events, 10 connections, same run)
  beacons/s               ${(accepted / result.duration).toFixed(0)}
  latency p50 / p99       ${ms(result.latency.p50)} / ${ms(result.latency.p99)}
  202 / other             ${accepted} / ${result.requests.total - accepted} (errors ${result.errors}, timeouts ${result.timeouts})
  events stored           ${counted[0].n} of ${accepted * EVENTS_PER_REQUEST} acknowledged; lost ${lost}  (goal 0: ${mark(lost === 0)})
`);
    if (SEED_ROWS <= 0) return;

    // The beacons above all landed today: a day of them would make "today" (read raw by every
    // summary) far busier than the seed's days. The seed alone decides what today holds.
    await pool.query('truncate insight_events');
    say(`seeding ${SEED_ROWS.toLocaleString('en-US')} events over ${SEED_DAYS} days...`);
    const seedStarted = performance.now();
    await seed(pool);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    say(`seeded in ${seedSeconds.toFixed(0)} s; rolling up through the server's insights job...`);
    await boss.start();
    const rollupSeconds = await rollUpThroughTheJob(boss, pool);
    const { rows: sizes } = await pool.query(
      `select (select count(*) from insight_events)::bigint as events, (select count(*) from insight_days)::bigint as day_rows,
        (select count(*) from insight_events where at >= ((now() at time zone '${TIME_ZONE}')::date::timestamp at time zone '${TIME_ZONE}'))::bigint as today`,
    );
    const cookie = await staffCookie(pool);
    const today = shopDay(0);
    const runs = [
      ['30 days', `/api/admin/insights/summary?from=${shopDay(-29)}&to=${today}`],
      ['30 days, source=newsletter', `/api/admin/insights/summary?from=${shopDay(-29)}&to=${today}&source=newsletter`],
      ['12 months', `/api/admin/insights/summary?from=${shopDay(-364)}&to=${today}`],
      ['12 months, campaign=campaña-2', `/api/admin/insights/summary?from=${shopDay(-364)}&to=${today}&campaign=${encodeURIComponent('campaña-2')}`],
      ['live (30 minutes)', '/api/admin/insights/live'],
    ];
    const measured = [];
    for (const [name, path] of runs) measured.push([name, await latency(server.url, cookie, path)]);
    const twelve = measured.find(([name]) => name === '12 months')[1];
    console.log(`Summary on ${Number(sizes[0].events).toLocaleString('en-US')} events (${Number(sizes[0].today).toLocaleString('en-US')} of them today, read raw) and ${Number(sizes[0].day_rows).toLocaleString('en-US')} rolled-up rows
  seed                    ${seedSeconds.toFixed(0)} s (generate_series straight into insight_events, then vacuum analyze)
  rollup of ${SEED_DAYS} days      ${rollupSeconds.toFixed(0)} s (the server's insights job, one transaction per day)
  12 months: ${twelve.last.visitors.toLocaleString('en-US')} visitors, ${twelve.last.pageviews.toLocaleString('en-US')} page views, ${twelve.last.sources.length} sources shown
${measured.map(([name, r]) => `  ${name.padEnd(30)} p50 ${ms(r.p50).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  load ${r.load}`).join('\n')}
  (${SAMPLES} requests each, 2 at a time)
`);
  } finally {
    await boss.stop({ graceful: false }).catch(() => undefined);
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
