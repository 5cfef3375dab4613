// `npm run bench:mail`: a campaign to 100,000 subscribers, sent by the built server in
// production (`node server/dist/main.js`) through a local SMTP sink in this process, on a real
// PostgreSQL in a temporary folder. Prints:
//  - e-mails per second (from the send's 202 to the campaign settled, at the sink, and by tenth
//    of the send), with the load average, beside the goal of 500/s;
//  - the server's memory: at rest, peak, and by tenths of the send (flat memory: the second
//    half within ±5 % of the first);
//  - the same send with the server killed (SIGKILL) at 50 % and started again: how long it
//    took to resume, and per-recipient counts at the sink (exactly once, twice, never), the
//    recipients in doubt (handed to SMTP when the process died: never sent again);
//  - a welcome series step due for everyone at once: e-mails per second until all have it;
//  - bounce and complaint reports (POST /api/mail/feedback/generic) sent at 10,000 a second
//    during a campaign: their latency (p50, p99) and the campaign's rate meanwhile.
// Both campaigns are made of blocks (heading, text, image, box cards, button, divider).
// Not a test: nothing here fails on a slow machine, it only reports what it measured.
// BENCH_RECIPIENTS changes the size (100,000); BENCH_PROFILE=<folder> writes the server's CPU
// profile (the restarted server's only: the killed one writes none); BENCH_KEEP=1 keeps the folder.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import signature from 'cookie-signature';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { tsImport } from 'tsx/esm/api';
import { root, rssMb, startProductionServer } from './production-server.mjs';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const FEEDBACK_PER_SECOND = 10_000;
const FEEDBACK_SECONDS = 5;
const FEEDBACK_SECRET = randomBytes(24).toString('hex');
const GOAL_PER_SECOND = 500;
const SESSION_SECRET = randomBytes(32).toString('hex');

const say = (text) => console.log(`mail-bench ${text}`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const int = (value) => Math.round(value).toLocaleString('en-US');

async function ensureBuilt() {
  const { buildAll } = await import(pathToFileURL(join(root, 'scripts', 'build.mjs')).href);
  await buildAll({ ifStale: true, log: say });
}

/** A local SMTP server that accepts everything and counts the messages each recipient got. */
async function startSink() {
  const counts = new Map();
  // `marks`: when each tenth of RECIPIENTS messages had arrived.
  const state = { received: 0, first: 0, last: 0, connections: 0, marks: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onConnect: (_session, callback) => {
      state.connections++;
      callback();
    },
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          const to = rcpt.address.toLowerCase();
          counts.set(to, (counts.get(to) ?? 0) + 1);
        }
        state.received++;
        state.last = performance.now();
        if (state.received === 1) state.first = state.last;
        if (state.received % Math.ceil(RECIPIENTS / 10) === 0) state.marks.push(state.last);
        callback();
      });
    },
  });
  // The server killed mid-message resets its connections: expected here, not a failure.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    counts,
    state,
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    reset() {
      counts.clear();
      Object.assign(state, { received: 0, first: 0, last: 0, connections: 0, marks: [] });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** RECIPIENTS confirmed, active subscribers who accept e-mails (a third in English). */
async function seed(pool) {
  await pool.query(
    `insert into vip_subscribers (email, source, language, accepts_emails, consent_at, token, status, confirmed_at)
     select 'bench-' || g || '@example.com', 'bench', case when g % 3 = 0 then 'en' else 'es' end, true, now(), 'bench-token-' || g, 'confirmed', now()
     from generate_series(1, $1) as g`,
    [RECIPIENTS],
  );
  await pool.query('vacuum analyze vip_subscribers');
}

/** An admin session written straight into the session table, as express-session would. */
async function adminCookie(pool) {
  const { rows } = await pool.query("insert into users (email, password_hash, role) values ('bench@chapinbox.test', 'x', 'admin') returning id");
  const sid = randomBytes(24).toString('base64url');
  const expire = new Date(Date.now() + 6 * 3_600_000);
  const sess = { cookie: { originalMaxAge: 6 * 3_600_000, expires: expire.toISOString(), httpOnly: true, path: '/' }, userId: rows[0].id };
  await pool.query('insert into session (sid, sess, expire) values ($1, $2, $3)', [sid, sess, expire]);
  return `chapinbox.sid=${encodeURIComponent(`s:${signature.sign(sid, SESSION_SECRET)}`)}`;
}

async function api(url, cookie, method, path, body) {
  const init = { method, headers: { cookie } };
  if (body) Object.assign(init, { headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const response = await fetch(url + path, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const MARKDOWN = {
  es: '## ¡Llegó la caja nueva!\n\nHola, **amigos del Club VIP**: esta semana llega la *Party Mix* con 30 snacks.\n\n- Chocolates de Guatemala\n- Dulces típicos de El Salvador\n\n[Cómprala en Amazon](https://www.amazon.com/dp/B0CHPARTY1)',
  en: '## The new box is here!\n\nHi **VIP Club friends**: this week the *Party Mix* arrives with 30 snacks.\n\n- Chocolates from Guatemala\n- Sweets from El Salvador\n\n[Buy it on Amazon](https://www.amazon.com/dp/B0CHPARTY1)',
};

/** A newsletter of blocks: what staff build in the editor (an image by address, two box cards). */
const blocks = (language) => ({
  blocks: [
    { type: 'heading', text: language === 'es' ? '¡Llegó la caja nueva!' : 'The new box is here!' },
    { type: 'image', url: 'https://chapinbox.example/images/products/party-mix-1200.png', alt: language === 'es' ? 'La caja Party Mix abierta' : 'The Party Mix box, open' },
    { type: 'text', markdown: MARKDOWN[language] },
    { type: 'box', box: 'partyMix' },
    { type: 'box', box: 'chocoBox' },
    { type: 'divider' },
    { type: 'button', label: language === 'es' ? 'Ver todas las cajas' : 'See every box', url: 'https://chapinbox.example/#productos-chapinbox' },
  ],
});

const draft = (name, sources = ['bench']) => ({
  subject: { es: `Novedades de la semana (${name})`, en: `News of the week (${name})` },
  preheader: { es: 'La Party Mix y la Choco Box, con un 15 % de descuento', en: 'The Party Mix and the Choco Box, 15% off' },
  body: { es: blocks('es'), en: blocks('en') },
  audience: { languages: ['es', 'en'], sources },
});

/** Samples the server's resident memory every 250 ms until stopped. */
function memorySampler(pid) {
  const samples = [];
  const timer = setInterval(() => {
    rssMb(pid).then((mb) => samples.push({ at: performance.now(), mb }), () => undefined);
  }, 250);
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}

/** Mean memory of each tenth of the samples, in time order. */
function byTenths(samples) {
  const ordered = [...samples].sort((a, b) => a.at - b.at);
  return Array.from({ length: 10 }, (_, i) => {
    const part = ordered.slice(Math.floor((i * ordered.length) / 10), Math.floor(((i + 1) * ordered.length) / 10));
    return part.length ? part.reduce((sum, sample) => sum + sample.mb, 0) / part.length : NaN;
  });
}

/** Polls the campaign every second, as the staff's progress bar does, until `done(campaign)`; answers it. */
async function waitFor(url, cookie, id, done, timeoutMs = 30 * 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const campaign = await api(url, cookie, 'GET', `/api/admin/campaigns/${id}`);
    if (done(campaign)) return campaign;
    if (Date.now() > until) throw new Error(`campaign ${id} did not settle: ${JSON.stringify(campaign.counts)}`);
    await sleep(1_000);
  }
}

const settledStatus = (campaign) => campaign.status === 'sent' || campaign.status === 'failed';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Bounce and complaint reports at `perSecond` for `seconds`, open loop (a batch every 10 ms,
 * whether or not earlier ones have answered), about addresses outside the campaign. Answers
 * each call's latency and status.
 */
async function feedbackBurst(url, addresses, perSecond, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const { hostname, port } = new URL(url);
  const post = (body) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(
        { agent, hostname, port, method: 'POST', path: `/api/mail/feedback/generic?secret=${FEEDBACK_SECRET}`, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
        },
      );
      request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
      request.end(body);
    });
  const kinds = [
    { type: 'bounce', hard: true, reason: '550 5.1.1 user unknown' },
    { type: 'bounce', hard: false, reason: '452 4.2.2 mailbox full' },
    { type: 'complaint' },
  ];
  const calls = [];
  const perTick = perSecond / 100;
  const started = performance.now();
  for (let tick = 0; tick < seconds * 100; tick++) {
    for (let i = 0; i < perTick; i++) {
      const n = tick * perTick + i;
      calls.push(post(JSON.stringify({ email: addresses[n % addresses.length], ...kinds[n % kinds.length] })));
    }
    const next = started + (tick + 1) * 10;
    await sleep(Math.max(0, next - performance.now()));
  }
  const sentIn = (performance.now() - started) / 1000;
  const results = await Promise.all(calls);
  agent.destroy();
  return { results, sentIn, answeredIn: (performance.now() - started) / 1000 };
}

async function main() {
  await ensureBuilt();
  const folder = await mkdtemp(join(tmpdir(), 'chapinbox-mail-bench-'));
  await chmod(folder, 0o755);
  const { startEmbeddedPostgres } = await tsImport(join(root, 'server', 'src', 'db', 'embedded-postgres.ts'), import.meta.url);
  const { startEmbeddedS3, EMBEDDED_S3_CREDENTIALS } = await tsImport(join(root, 'server', 'src', 'storage', 'embedded-s3.ts'), import.meta.url);
  const postgres = await startEmbeddedPostgres({ dataDir: join(folder, 'postgres'), stateDir: folder });
  const s3 = await startEmbeddedS3({ directory: join(folder, 's3'), bucket: 'chapinbox-ebooks' });
  const sink = await startSink();
  say(`PostgreSQL and s3rver in ${folder}; SMTP sink ${sink.url}`);
  const env = {
    DATABASE_URL: postgres.url,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: EMBEDDED_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: EMBEDDED_S3_CREDENTIALS.secretAccessKey,
    SESSION_SECRET,
    SMTP_URL: sink.url,
    PUBLIC_ORIGIN: 'https://chapinbox.example',
    MAIL_FEEDBACK_SECRET: FEEDBACK_SECRET,
  };
  const dataDir = join(folder, 'data');
  const pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
  let server;
  try {
    server = await startProductionServer({ dataDir, env });
    say(`server ${server.url} (pid ${server.child.pid}); seeding ${int(RECIPIENTS)} subscribers...`);
    await seed(pool);
    const cookie = await adminCookie(pool);

    // ---- run 1: one send from start to end ---------------------------------------------------
    const restMb = await rssMb(server.child.pid);
    const loadBefore = load();
    const first = await api(server.url, cookie, 'POST', '/api/admin/campaigns', draft('run 1'));
    const memory = memorySampler(server.child.pid);
    const started = performance.now();
    await api(server.url, cookie, 'POST', `/api/admin/campaigns/${first.id}/send`);
    const result = await waitFor(server.url, cookie, first.id, settledStatus);
    const seconds = (performance.now() - started) / 1000;
    memory.stop();
    const loadAfter = load();
    const sinkSeconds = (sink.state.last - sink.state.first) / 1000;
    const tenths = byTenths(memory.samples);
    const tenthRates = sink.state.marks.map((at, i) => Math.ceil(RECIPIENTS / 10) / ((at - (i ? sink.state.marks[i - 1] : sink.state.first)) / 1000));
    const firstHalf = tenths.slice(0, 5).reduce((a, b) => a + b, 0) / 5;
    const secondHalf = tenths.slice(5).reduce((a, b) => a + b, 0) / 5;
    const peakMb = Math.max(...memory.samples.map((sample) => sample.mb));
    const onceRun1 = [...sink.counts.values()].filter((n) => n === 1).length;
    const rate = result.counts.sent / seconds;
    const mark = (ok) => (ok ? 'ok' : 'MISSED');

    console.log(`
Campaign send benchmark (${new Date().toISOString()}, node ${process.version})
Run 1: ${int(RECIPIENTS)} recipients through the SMTP sink (pooled connections, no MAIL_RATE_PER_SECOND)
  load average (1, 5, 15 min)  ${loadBefore} before, ${loadAfter} after
  status / counts              ${result.status}: ${int(result.counts.sent)} sent, ${int(result.counts.failed)} failed, ${result.counts.inDoubt} in doubt (recipients ${int(result.counts.recipients)})
  e-mails/s (202 → settled)    ${int(rate)} in ${seconds.toFixed(1)} s  (goal >= ${GOAL_PER_SECOND}: ${mark(rate >= GOAL_PER_SECOND)}; load average ${loadAfter.split(' ')[0]})
  e-mails/s at the sink        ${int(sink.state.received / sinkSeconds)} (first to last message ${sinkSeconds.toFixed(1)} s, ${sink.state.connections} SMTP connections)
  e-mails/s by tenth           ${tenthRates.map(int).join(' ')}
  at the sink                  ${int(sink.state.received)} messages, ${int(sink.counts.size)} recipients, ${int(onceRun1)} exactly once
  server memory (RSS)          ${restMb.toFixed(0)} MB at rest, ${peakMb.toFixed(0)} MB peak
  memory by tenth of the send  ${tenths.map((mb) => mb.toFixed(0)).join(' ')} MB
  second half vs first half    ${(((secondHalf - firstHalf) / firstHalf) * 100).toFixed(1)} %  (flat: within ±5 %: ${mark(Math.abs(secondHalf - firstHalf) / firstHalf <= 0.05)})
`);

    // ---- run 2: the server killed with SIGKILL at 50 %, then started again ------------------
    sink.reset();
    const second = await api(server.url, cookie, 'POST', '/api/admin/campaigns', draft('run 2, killed at 50 %'));
    await api(server.url, cookie, 'POST', `/api/admin/campaigns/${second.id}/send`);
    while (sink.state.received < RECIPIENTS / 2) await sleep(5);
    server.child.kill('SIGKILL');
    await new Promise((resolve) => (server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', resolve)));
    const atKill = sink.state.received;
    const loadAtKill = load();
    say(`server killed (SIGKILL) with ${int(atKill)} e-mails at the sink; starting it again`);
    const restart = performance.now();
    server = await startProductionServer({ dataDir, env });
    const up = performance.now();
    while (sink.state.received === atKill) await sleep(5);
    const resumed = performance.now();
    const final = await waitFor(server.url, cookie, second.id, settledStatus);
    const loadEnd = load();

    const ids = (await pool.query("select s.email, d.state from campaign_deliveries d join vip_subscribers s on s.id = d.subscriber_id where d.campaign_id = $1", [second.id])).rows;
    const once = ids.filter((row) => sink.counts.get(row.email) === 1).length;
    const twice = ids.filter((row) => (sink.counts.get(row.email) ?? 0) > 1).length;
    const never = ids.filter((row) => !sink.counts.has(row.email));
    const inDoubt = ids.filter((row) => row.state === 'unknown');
    const inDoubtReceived = inDoubt.filter((row) => sink.counts.has(row.email)).length;
    const neverOutsideDoubt = never.filter((row) => row.state !== 'unknown').length;

    console.log(`Run 2: the same send, the server killed (SIGKILL) at 50 % and started again
  load average (1, 5, 15 min)  ${loadAtKill} at the kill, ${loadEnd} at the end
  killed with                  ${int(atKill)} e-mails at the sink
  restart                      server up ${((up - restart) / 1000).toFixed(1)} s after the kill, sending again ${((resumed - restart) / 1000).toFixed(1)} s after it
  status / counts              ${final.status}: ${int(final.counts.sent)} sent, ${int(final.counts.failed)} failed, ${final.counts.inDoubt} in doubt (recipients ${int(final.counts.recipients)})
  per recipient at the sink    ${int(once)} exactly once, ${twice} twice or more, ${never.length} never  (of ${int(ids.length)})
  the ${inDoubt.length} in doubt            ${inDoubtReceived} had reached the sink before the kill, ${inDoubt.length - inDoubtReceived} had not; none was sent again
  never and not in doubt       ${neverOutsideDoubt}  (goal 0: ${mark(neverOutsideDoubt === 0)}); sent twice: ${twice} (goal 0: ${mark(twice === 0)})
`);

    // ---- run 3: a welcome series step due for everyone at once -------------------------------
    sink.reset();
    await api(server.url, cookie, 'PUT', '/api/admin/automations/welcome', {
      enabled: true,
      steps: [{ delayHours: 0, subject: { es: 'Tu recetario', en: 'Your recipe book' }, body: MARKDOWN }],
    });
    // Everyone confirms now: the step is due for all of them at the minute job's next run.
    await pool.query("update vip_subscribers set confirmed_at = now() where source = 'bench'");
    const due = performance.now();
    const loadSeries = load();
    while (sink.state.received < RECIPIENTS && performance.now() - due < 30 * 60_000) await sleep(100);
    const seriesSeconds = (sink.state.last - sink.state.first) / 1000;
    const seriesRate = sink.state.received / seriesSeconds;
    const seriesOnce = [...sink.counts.values()].filter((n) => n === 1).length;
    console.log(`Run 3: a welcome series step due for ${int(RECIPIENTS)} people at once (the minute job sends it)
  load average (1, 5, 15 min)  ${loadSeries} when due, ${load()} at the end
  first e-mail                 ${((sink.state.first - due) / 1000).toFixed(1)} s after it was due (the job runs each minute)
  e-mails/s (first to last)    ${int(seriesRate)} in ${seriesSeconds.toFixed(1)} s  (goal >= ${GOAL_PER_SECOND}: ${mark(seriesRate >= GOAL_PER_SECOND)})
  e-mails/s (due to last)      ${int(sink.state.received / ((sink.state.last - due) / 1000))}
  at the sink                  ${int(sink.state.received)} messages, ${int(seriesOnce)} recipients exactly once
`);
    await api(server.url, cookie, 'PUT', '/api/admin/automations/welcome', { enabled: false, steps: [{ delayHours: 0, subject: { es: 'Tu recetario', en: 'Your recipe book' }, body: MARKDOWN }] });

    // ---- run 4: bounce and complaint reports at 10,000/s during a campaign --------------------
    const FEEDBACK_ADDRESSES = 20_000;
    await pool.query(
      `insert into vip_subscribers (email, source, language, accepts_emails, consent_at, token, status, confirmed_at)
       select 'bench-feedback-' || g || '@example.com', 'bench-feedback', 'es', true, now(), 'bench-feedback-token-' || g, 'confirmed', now()
       from generate_series(1, $1) as g`,
      [FEEDBACK_ADDRESSES],
    );
    const addresses = Array.from({ length: FEEDBACK_ADDRESSES }, (_, i) => `bench-feedback-${i + 1}@example.com`);
    sink.reset();
    const fourth = await api(server.url, cookie, 'POST', '/api/admin/campaigns', draft('run 4, with feedback'));
    await api(server.url, cookie, 'POST', `/api/admin/campaigns/${fourth.id}/send`);
    while (sink.state.received < RECIPIENTS * 0.15) await sleep(5);
    const before = { at: performance.now(), received: sink.state.received };
    await sleep(FEEDBACK_SECONDS * 1000);
    const calm = (sink.state.received - before.received) / ((performance.now() - before.at) / 1000);
    const loadFeedback = load();
    const burstStart = { at: performance.now(), received: sink.state.received };
    const burst = await feedbackBurst(server.url, addresses, FEEDBACK_PER_SECOND, FEEDBACK_SECONDS);
    const during = (sink.state.received - burstStart.received) / ((performance.now() - burstStart.at) / 1000);
    const fourthResult = await waitFor(server.url, cookie, fourth.id, settledStatus);
    const latencies = burst.results.map((call) => call.ms).sort((a, b) => a - b);
    const statuses = burst.results.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    const p99 = percentile(latencies, 99);
    const slowdown = (calm - during) / calm;
    const { rows: suppressed } = await pool.query("select count(*)::int as n from vip_subscribers where source = 'bench-feedback' and suppression is not null");
    console.log(`Run 4: ${int(FEEDBACK_PER_SECOND)} bounce and complaint reports a second for ${FEEDBACK_SECONDS} s (generic form, open loop) during a campaign
  load average (1, 5, 15 min)  ${loadFeedback} at the start, ${load()} at the end
  reports                      ${int(burst.results.length)} sent in ${burst.sentIn.toFixed(1)} s (${int(burst.results.length / burst.sentIn)}/s), all answered in ${burst.answeredIn.toFixed(1)} s; statuses ${JSON.stringify(statuses)}
  latency                      p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms  (goal p99 <= 100 ms: ${mark(p99 <= 100)})
  suppressed by them           ${int(suppressed[0].n)} of ${int(FEEDBACK_ADDRESSES)} addresses (hard bounces and complaints; soft ones only kept)
  campaign e-mails/s           ${int(calm)} before, ${int(during)} during the reports: ${(slowdown * 100).toFixed(0)} % slower  (goal <= 20 %: ${mark(slowdown <= 0.2)})
  campaign                     ${fourthResult.status}: ${int(fourthResult.counts.sent)} sent, ${int(fourthResult.counts.failed)} failed
`);
  } finally {
    await pool.end().catch(() => undefined);
    if (server) await server.stop().catch(() => undefined);
    await sink.close();
    await s3.stop();
    await postgres.stop();
    if (!process.env.BENCH_KEEP) await rm(folder, { recursive: true, force: true });
  }
}

if (!existsSync(join(root, 'node_modules', 'smtp-server'))) {
  console.error('smtp-server is not installed (npm install)');
  process.exit(1);
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
