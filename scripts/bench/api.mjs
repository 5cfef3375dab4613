// `npm run bench:api`: the production server's throughput, measured side by side with baselines
// of the same run on the same machine. The built server runs as a child process on a temporary
// DATA_DIR and a free port; autocannon drives 50 connections at each route in turn.
//
// 1. Through Express (the app's one pipeline, with its security headers and request log): each
//    public read against a bare Express route serving the same body as a fixed JSON (goal ≥ 80 %
//    of it at saturation), its p99 at a steady 1,000 requests a second (goal ≤ 20 ms; at
//    saturation a latency only restates the throughput: 50 connections over N requests a
//    second wait 50/N s, bare Express included), its revalidation (304 without a body), then
//    the landing page, a sign-up and a staff page. Also the total's p95 at rest and during 50
//    hostile JSON bodies a second from one address (goal ≤ 50 ms).
// 2. Through nginx configured as docs/deploy/nginx.conf says (one worker, Debian's nginx:
//    `apt-get install -y nginx`; skipped when it is not installed): the same reads against a
//    bare node:http server answering a constant (goal ≥ 80 % of it).
// 3. The server's memory over a soak of public reads (goal: its second half flat within ±5 %).
// Not a test: it reports what it measured and never fails for being slow.
//
// BENCH_DURATION (seconds per route, default 10), BENCH_SOAK_SECONDS (default 60),
// BENCH_PROFILE=<folder> (a CPU profile of the server, for Chrome DevTools).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, root, rssMb, startProductionServer, stopChild, waitForUp } from './production-server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 50;
const GOAL_SHARE = 0.8;
const GOAL_P99_MS = 20;
const STEADY_RATE = 1_000;
const NGINX = '/usr/sbin/nginx';
const PUBLIC_READS = ['/api/inventory/total', '/api/content', '/api/config'];

const say = (text) => console.log(`api-bench ${text}`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** A node process of its own running `code` (an ES module) that listens on `port`. */
async function startBaseline(code, port, path) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUp(`${url}${path}`, child);
  return { url: `${url}${path}`, stop: () => stopChild(child) };
}

/** Baseline of the reads through Express: bare Express routes answering each read's body as a fixed JSON (`bodies`: path → JSON text). */
async function startBareExpress(bodies) {
  const port = await freePort();
  const code = `
    import express from 'express';
    const app = express();
    for (const [path, json] of Object.entries(${JSON.stringify(bodies)})) {
      const body = JSON.parse(json);
      app.get('/bare' + path, (_req, res) => res.json(body));
    }
    app.listen(${port}, '127.0.0.1');
  `;
  const bare = await startBaseline(code, port, `/bare${Object.keys(bodies)[0]}`);
  return { url: `http://127.0.0.1:${port}/bare`, stop: bare.stop };
}

/** Baseline of the reads through nginx: node:http answering a constant, the fastest a node origin can be. */
async function startBareNode() {
  const port = await freePort();
  const code = `
    import { createServer } from 'node:http';
    const body = JSON.stringify({ totalBoxes: 47 });
    createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length }).end(body)).listen(${port}, '127.0.0.1');
  `;
  return startBaseline(code, port, '/bare');
}

/**
 * nginx with the deploy guide's configuration (docs/deploy/nginx.conf), changed only where a
 * bench must: plain http on a free port instead of TLS, the app's port, a cache folder of its
 * own, and no redirect server. One worker.
 */
async function startNginx(appPort, folder) {
  const port = await freePort();
  const guide = await readFile(join(root, 'docs', 'deploy', 'nginx.conf'), 'utf8');
  const site = guide
    .replace(/\nserver \{\n\s+listen 80;[\s\S]*?\n\}\n/, '\n')
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replace(/\n\s*ssl_certificate\S* [^\n]*;/g, '')
    .replace('server 127.0.0.1:5000;', `server 127.0.0.1:${appPort};`)
    .replace('/var/cache/nginx/chapinbox', join(folder, 'cache'));
  if (site.includes('listen 443') || site.includes('listen 80;') || !site.includes(`127.0.0.1:${appPort}`)) throw new Error('docs/deploy/nginx.conf changed shape: update startNginx');
  await mkdir(join(folder, 'cache'), { recursive: true });
  await writeFile(join(folder, 'chapinbox.conf'), site);
  const temp = (name) => `${name}_temp_path ${join(folder, name)};`;
  await writeFile(
    join(folder, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log ${join(folder, 'access.log')} combined buffer=64k flush=5s;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${join(folder, 'chapinbox.conf')};
}
`,
  );
  const child = spawn(NGINX, ['-c', join(folder, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForUp(`http://127.0.0.1:${port}/api/health`, child);
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

function sampleMemory(pid) {
  const samples = [];
  const timer = setInterval(() => {
    rssMb(pid).then((mb) => samples.push({ at: Date.now(), mb }), () => undefined);
  }, 250);
  return { samples, stop: () => clearInterval(timer) };
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * Latency under a steady load: one request every 1/`rate` s on keep-alive connections, each
 * timed from when it was due (a late send counts against the server, as a visitor would see
 * it), for `seconds`. autocannon's rate option sends each second's requests in a burst.
 */
async function steadyLoad(url, rate, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const total = rate * seconds;
  const inFlight = new Set();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // Sent a moment early (the timer's grain), it is timed from when it left.
    const from = Math.max(due, performance.now());
    const done = new Promise((resolve) => {
      const sent = request(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - from);
          resolve();
        });
      });
      sent.on('error', () => {
        errors++;
        resolve();
      });
      sent.end();
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))].toFixed(1);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

/** 99 KB of 33,000 empty arrays: valid JSON whose parse and walk once cost tens of ms. */
const HOSTILE_BODY = `[${Array.from({ length: 33_000 }, () => '[]').join(',')}]`;

/** `rate` hostile bodies a second to a public form, from one address, for `seconds`; answers the statuses. */
async function hostileBodies(baseUrl, rate, seconds) {
  const statuses = {};
  const sends = [];
  const started = performance.now();
  for (let index = 0; index < rate * seconds; index++) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(
      fetch(`${baseUrl}/api/video-requests`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: HOSTILE_BODY }).then(
        async (response) => {
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        },
        () => (statuses.error = (statuses.error ?? 0) + 1),
      ),
    );
  }
  await Promise.all(sends);
  return statuses;
}

/** One request's status, headers and body length, as sent. */
function probe(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers }, (response) => {
      let length = 0;
      response.on('data', (chunk) => (length += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, length }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A staff session: the first account, registered with the server's setup token, becomes the admin. */
async function staffCookie(server) {
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
    body: JSON.stringify({ email: 'bench@chapinbox.test', password: 'Bench-Clave-1', firstName: 'Bench', setupToken: await server.setupToken() }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

let signUp = 0;
const subscribeRequest = {
  method: 'POST',
  path: '/api/vip/subscribe',
  setupRequest: (req) => {
    const index = signUp++;
    return {
      ...req,
      headers: { ...req.headers, 'content-type': 'application/json', 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
      body: JSON.stringify({ email: `bench-${index}@chapinbox.test`, acceptsEmails: true, source: 'bench' }),
    };
  },
};

/** Measures each route in turn (after a short warm-up), printing a line each. */
async function measure(routes) {
  const rows = [];
  for (const route of routes) {
    await run({ url: route.url, headers: route.headers, requests: route.requests, duration: 2 });
    const result = await run({ url: route.url, headers: route.headers, requests: route.requests });
    const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${status}×${count}`).join(' ');
    rows.push({ ...route, result, statuses });
    say(`${route.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, statuses ${statuses}, errors ${result.errors}`);
  }
  return rows;
}

/** Each row's share of the baseline measured just before it (`perRow`), or of the mean of the baselines. */
function table(title, rows, goal, perRow = false) {
  const baselines = rows.filter((row) => row.baseline).map((row) => row.result.requests.average);
  const mean = baselines.reduce((sum, value) => sum + value, 0) / baselines.length;
  console.log('');
  console.log(perRow ? title : `${title} (baseline ${Math.round(mean)} req/s, mean of ${baselines.length} runs)`);
  console.log('');
  console.log('| route | req/s | p50 ms | p99 ms | statuses | share of baseline | goal |');
  console.log('| --- | ---: | ---: | ---: | --- | ---: | --- |');
  let baseline = mean;
  for (const row of rows) {
    const { requests, latency } = row.result;
    if (perRow && row.baseline) baseline = requests.average;
    const share = requests.average / baseline;
    const met = row.goal ? (goal(share, latency) && row.result.errors === 0 ? 'met' : 'MISSED') : '';
    const shown = !perRow || row.goal || row.baseline ? `${(share * 100).toFixed(0)} %` : '–';
    console.log(`| ${row.name} | ${Math.round(requests.average)} | ${latency.p50} | ${latency.p99} | ${row.statuses} | ${shown} | ${met} |`);
  }
}

async function main() {
  say(`load average before: ${load()}`);
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const folder = await mkdtemp(join(tmpdir(), 'chapinbox-bench-api-'));
  await chmod(folder, 0o755);
  const dataDir = join(folder, 'data');
  await mkdir(dataDir, { mode: 0o755 });
  const bareNode = await startBareNode();
  // Production's default: a log line per request, written to stdout (here /dev/null).
  const server = await startProductionServer({ dataDir, env: { LOG_LEVEL: 'info' } });
  const bodies = Object.fromEntries(await Promise.all(PUBLIC_READS.map(async (path) => [path, await (await fetch(`${server.url}${path}`)).text()])));
  const bareExpress = await startBareExpress(bodies);
  const nginx = existsSync(NGINX) ? await startNginx(new URL(server.url).port, join(folder, 'nginx')) : undefined;
  const memory = sampleMemory(server.child.pid);
  try {
    const cookie = await staffCookie(server);
    const total = await probe(`${server.url}/api/inventory/total`);
    const revalidated = await probe(`${server.url}/api/inventory/total`, { 'if-none-match': total.headers.etag });
    say(`revalidation through Express: ${revalidated.status}, body ${revalidated.length} bytes (goal: 304 without a body: ${revalidated.status === 304 && revalidated.length === 0 ? 'met' : 'MISSED'})`);

    const viaExpress = await measure([
      ...PUBLIC_READS.flatMap((path) => [
        { name: `bare Express, the same body as ${path} (baseline)`, url: `${bareExpress.url}${path}`, baseline: true },
        { name: `GET ${path}`, url: `${server.url}${path}`, goal: true },
      ]),
      { name: 'GET /api/inventory/total with If-None-Match (304)', url: `${server.url}/api/inventory/total`, headers: { 'if-none-match': total.headers.etag } },
      // The landing page as a browser asks for it (Spanish, gzip): rendered with the site settings, once per change.
      { name: 'GET / (landing page, es, gzip)', url: `${server.url}/`, headers: { 'accept-language': 'es', 'accept-encoding': 'gzip' } },
      { name: 'POST /api/vip/subscribe (unique e-mails)', url: server.url, requests: [subscribeRequest] },
      { name: 'GET /api/vip/subscribers (staff, page 1)', url: `${server.url}/api/vip/subscribers?pageSize=25`, headers: { cookie } },
    ]);
    const steady = [];
    for (const path of PUBLIC_READS) {
      await steadyLoad(`${server.url}${path}`, STEADY_RATE, 2);
      const latency = await steadyLoad(`${server.url}${path}`, STEADY_RATE, DURATION);
      steady.push({ path, latency });
      say(`GET ${path} at a steady ${STEADY_RATE} req/s: p50 ${latency.p50} ms, p99 ${latency.p99} ms, errors ${latency.errors}`);
    }

    // A stranger's hostile bodies: the read at rest, then during 50 a second from one address.
    const HOSTILE_RATE = 50;
    const readAtRest = await steadyLoad(`${server.url}/api/inventory/total`, 100, DURATION);
    const [readUnderAttack, hostileStatuses] = await Promise.all([steadyLoad(`${server.url}/api/inventory/total`, 100, DURATION), hostileBodies(server.url, HOSTILE_RATE, DURATION)]);
    say(`hostile bodies: ${Object.entries(hostileStatuses).map(([status, count]) => `${count} × ${status}`).join(', ')}`);

    let viaNginx;
    if (nginx) {
      for (const path of PUBLIC_READS) {
        const first = await probe(`${nginx.url}${path}`);
        const again = await probe(`${nginx.url}${path}`, { 'if-none-match': first.headers.etag });
        say(`through nginx ${path}: ${first.status} (${first.headers['x-cache-status']}), then with If-None-Match ${again.status} (${again.headers['x-cache-status']}), body ${again.length} bytes`);
      }
      viaNginx = await measure([
        { name: 'bare node:http constant (baseline)', url: bareNode.url, baseline: true },
        ...PUBLIC_READS.map((path) => ({ name: `nginx → GET ${path}`, url: `${nginx.url}${path}`, goal: true })),
        { name: 'nginx → GET /api/inventory/total with If-None-Match (304)', url: `${nginx.url}/api/inventory/total`, headers: { 'if-none-match': total.headers.etag } },
        { name: 'bare node:http constant (baseline, again)', url: bareNode.url, baseline: true },
      ]);
    } else {
      say(`nginx: not installed (${NGINX}); apt-get install -y nginx to measure the deploy guide's cache`);
    }

    say(`soak: ${SOAK_SECONDS} s of public reads at ${CONNECTIONS} connections`);
    const soakStart = Date.now();
    await run({ url: server.url, duration: SOAK_SECONDS, requests: PUBLIC_READS.map((path) => ({ method: 'GET', path })) });
    const soak = memory.samples.filter((sample) => sample.at >= soakStart);
    const tenth = Math.max(1, Math.floor(soak.length / 10));
    const mean = (list) => list.reduce((sum, sample) => sum + sample.mb, 0) / list.length;

    table('Through Express: each public read ≥ 80 % of a bare Express route with its body (at saturation)', viaExpress, (share) => share >= GOAL_SHARE, true);
    console.log('');
    console.log(`| at a steady ${STEADY_RATE} req/s | p50 ms | p99 ms | goal p99 ≤ ${GOAL_P99_MS} ms |`);
    console.log('| --- | ---: | ---: | --- |');
    for (const { path, latency } of steady) console.log(`| GET ${path} | ${latency.p50} | ${latency.p99} | ${latency.p99 <= GOAL_P99_MS && latency.errors === 0 ? 'met' : 'MISSED'} |`);
    console.log('');
    console.log(`| GET /api/inventory/total at 100 req/s | p50 ms | p95 ms | goal p95 ≤ 50 ms |`);
    console.log('| --- | ---: | ---: | --- |');
    console.log(`| at rest | ${readAtRest.p50} | ${readAtRest.p95} | |`);
    console.log(`| during ${HOSTILE_RATE} hostile bodies/s (33,000 empty arrays each) | ${readUnderAttack.p50} | ${readUnderAttack.p95} | ${readUnderAttack.p95 <= 50 && readUnderAttack.errors === 0 ? 'met' : 'MISSED'} |`);
    if (viaNginx) table('Through nginx as docs/deploy/nginx.conf says (one worker): public reads ≥ 80 % of bare node:http', viaNginx, (share) => share >= GOAL_SHARE);
    console.log('');
    const peak = Math.max(...memory.samples.map((sample) => sample.mb));
    // A leak keeps growing; V8 sizing its heap to the load grows early, then levels off.
    const tenths = Array.from({ length: 10 }, (_, index) => mean(soak.slice(index * tenth, (index + 1) * tenth)));
    const secondHalf = (tenths[9] / tenths[5] - 1) * 100;
    say(`server memory: peak ${peak.toFixed(0)} MB; soak by tenth (MB): ${tenths.map((mb) => mb.toFixed(0)).join(' ')}; second half ${secondHalf >= 0 ? '+' : ''}${secondHalf.toFixed(1)} % (goal: within ±5 %: ${Math.abs(secondHalf) <= 5 ? 'met' : 'MISSED'})`);
    say(`${CONNECTIONS} connections, ${DURATION} s per route; load average after: ${load()}`);
  } finally {
    memory.stop();
    await nginx?.stop();
    await server.stop();
    await bareExpress.stop();
    await bareNode.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
