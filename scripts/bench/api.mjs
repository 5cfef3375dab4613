// `npm run bench:api`: the production server's throughput, measured side by side with baselines
// of the same run on the same machine. The built server runs as a child process on a temporary
// DATA_DIR and a free port; autocannon drives 50 connections at each route in turn.
//
// 1. Through Express (the app's one pipeline, with its security headers and request log): the
//    public reads against a bare Express route serving a fixed JSON body (goal ≥ 80 % of it,
//    p99 ≤ 20 ms), their revalidation (304 without a body), the landing page, a sign-up and a
//    staff page.
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
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, root, rssMb, startProductionServer, stopChild, waitForUp } from './production-server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 50;
const GOAL_SHARE = 0.8;
const GOAL_P99_MS = 20;
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

/** Baseline of the reads through Express: one Express route answering a fixed JSON body. */
async function startBareExpress() {
  const port = await freePort();
  const code = `
    import express from 'express';
    const app = express();
    app.get('/bare', (_req, res) => res.json({ totalBoxes: 47 }));
    app.listen(${port}, '127.0.0.1');
  `;
  return startBaseline(code, port, '/bare');
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

function table(title, rows, goal) {
  const baselines = rows.filter((row) => row.baseline).map((row) => row.result.requests.average);
  const baseline = baselines.reduce((sum, value) => sum + value, 0) / baselines.length;
  console.log('');
  console.log(`${title} (baseline ${Math.round(baseline)} req/s, mean of ${baselines.length} runs)`);
  console.log('');
  console.log('| route | req/s | p50 ms | p99 ms | statuses | share of baseline | goal |');
  console.log('| --- | ---: | ---: | ---: | --- | ---: | --- |');
  for (const row of rows) {
    const { requests, latency } = row.result;
    const share = requests.average / baseline;
    const met = row.goal ? (goal(share, latency) && row.result.errors === 0 ? 'met' : 'MISSED') : '';
    console.log(`| ${row.name} | ${Math.round(requests.average)} | ${latency.p50} | ${latency.p99} | ${row.statuses} | ${(share * 100).toFixed(0)} % | ${met} |`);
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
  const bareExpress = await startBareExpress();
  const bareNode = await startBareNode();
  // Production's default: a log line per request, written to stdout (here /dev/null).
  const server = await startProductionServer({ dataDir, env: { LOG_LEVEL: 'info' } });
  const nginx = existsSync(NGINX) ? await startNginx(new URL(server.url).port, join(folder, 'nginx')) : undefined;
  const memory = sampleMemory(server.child.pid);
  try {
    const cookie = await staffCookie(server);
    const total = await probe(`${server.url}/api/inventory/total`);
    const revalidated = await probe(`${server.url}/api/inventory/total`, { 'if-none-match': total.headers.etag });
    say(`revalidation through Express: ${revalidated.status}, body ${revalidated.length} bytes (goal: 304 without a body: ${revalidated.status === 304 && revalidated.length === 0 ? 'met' : 'MISSED'})`);

    const viaExpress = await measure([
      { name: 'bare Express route (baseline)', url: bareExpress.url, baseline: true },
      ...PUBLIC_READS.map((path) => ({ name: `GET ${path}`, url: `${server.url}${path}`, goal: true })),
      { name: 'GET /api/inventory/total with If-None-Match (304)', url: `${server.url}/api/inventory/total`, headers: { 'if-none-match': total.headers.etag } },
      // The landing page as a browser asks for it (Spanish, gzip): rendered with the site settings, once per change.
      { name: 'GET / (landing page, es, gzip)', url: `${server.url}/`, headers: { 'accept-language': 'es', 'accept-encoding': 'gzip' } },
      { name: 'POST /api/vip/subscribe (unique e-mails)', url: server.url, requests: [subscribeRequest] },
      { name: 'GET /api/vip/subscribers (staff, page 1)', url: `${server.url}/api/vip/subscribers?pageSize=25`, headers: { cookie } },
      { name: 'bare Express route (baseline, again)', url: bareExpress.url, baseline: true },
    ]);

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

    table('Through Express: public reads ≥ 80 % of the bare Express route, p99 ≤ 20 ms', viaExpress, (share, latency) => share >= GOAL_SHARE && latency.p99 <= GOAL_P99_MS);
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
