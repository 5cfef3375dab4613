// `npm run bench:api`: API and landing-page throughput of the production server against a bare Express route
// measured in the same run, on the same machine. The built server (`node server/dist/main.js`)
// runs as a child process on a temporary DATA_DIR (its own embedded PostgreSQL and S3) and a
// free port; autocannon drives 50 connections at each route in turn. Prints req/s, p50/p99
// latency, each route's share of the baseline, the load average, and the server's memory
// (sampled every 250 ms) over the whole run and over a soak of public reads.
// Not a test: nothing here fails on a slow machine; it reports what it measured, with the
// goals (public reads ≥ 70 % of the baseline, p99 ≤ 20 ms) marked.
//
// BENCH_DURATION (seconds per route, default 10), BENCH_SOAK_SECONDS (default 60),
// BENCH_PROFILE=<folder> (a CPU profile of the server, for Chrome DevTools).
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, root, rssMb, startProductionServer, stopChild, waitForUp } from './production-server.mjs';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 50;
const GOAL_SHARE = 0.7;
const GOAL_P99_MS = 20;

const say = (text) => console.log(`api-bench ${text}`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** The baseline: one Express route answering a small JSON, alone in its own process. */
async function startBareExpress() {
  const port = await freePort();
  const code = `
    import express from 'express';
    const app = express();
    app.get('/bare', (_req, res) => res.json({ totalBoxes: 47 }));
    app.listen(${port}, '127.0.0.1');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUp(`${url}/bare`, child);
  return { url, child, stop: () => stopChild(child) };
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
  setupRequest: (request) => {
    const index = signUp++;
    return {
      ...request,
      headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
      body: JSON.stringify({ email: `bench-${index}@chapinbox.test`, acceptsEmails: true, source: 'bench' }),
    };
  },
};

async function main() {
  say(`load average before: ${load()}`);
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const dataDir = await mkdtemp(join(tmpdir(), 'chapinbox-bench-api-'));
  await chmod(dataDir, 0o755);
  const bare = await startBareExpress();
  // Production's default: a log line per request, written to stdout (here /dev/null).
  const server = await startProductionServer({ dataDir, env: { LOG_LEVEL: 'info' } });
  const memory = sampleMemory(server.child.pid);
  const rows = [];
  try {
    const cookie = await staffCookie(server);
    const routes = [
      { name: 'bare Express route (baseline)', url: `${bare.url}/bare`, baseline: true },
      { name: 'GET /api/inventory/total', url: `${server.url}/api/inventory/total`, publicRead: true },
      { name: 'GET /api/content', url: `${server.url}/api/content`, publicRead: true },
      { name: 'GET /api/config', url: `${server.url}/api/config`, publicRead: true },
      // The landing page as a browser asks for it (Spanish, gzip): rendered with the site settings, once per change.
      { name: 'GET / (landing page, es, gzip)', url: `${server.url}/`, headers: { 'accept-language': 'es', 'accept-encoding': 'gzip' } },
      { name: 'POST /api/vip/subscribe (unique e-mails)', url: server.url, requests: [subscribeRequest] },
      { name: 'GET /api/vip/subscribers (staff, page 1)', url: `${server.url}/api/vip/subscribers?pageSize=25`, headers: { cookie } },
      { name: 'bare Express route (baseline, again)', url: `${bare.url}/bare`, baseline: true },
    ];
    for (const route of routes) {
      const probe = route.requests
        ? await fetch(`${route.url}${route.requests[0].path}`, { method: route.requests[0].method, headers: { 'Content-Type': 'application/json' }, body: '{}' })
        : await fetch(route.url, { headers: route.headers });
      if (probe.status === 404) {
        rows.push({ ...route, missing: true });
        say(`${route.name}: 404, not on this branch`);
        continue;
      }
      // A short warm-up lets the JIT and the pools settle before the measured run.
      await run({ url: route.url, headers: route.headers, requests: route.requests, duration: 2 });
      const result = await run({ url: route.url, headers: route.headers, requests: route.requests });
      rows.push({ ...route, result });
      say(`${route.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
    }

    // Memory over a long run of the public reads.
    say(`soak: ${SOAK_SECONDS} s of public reads at ${CONNECTIONS} connections`);
    const soakStart = Date.now();
    await run({
      url: server.url,
      duration: SOAK_SECONDS,
      requests: [{ method: 'GET', path: '/api/inventory/total' }, { method: 'GET', path: '/api/config' }, { method: 'GET', path: '/api/content' }],
    });
    const soak = memory.samples.filter((sample) => sample.at >= soakStart);
    const tenth = Math.max(1, Math.floor(soak.length / 10));
    const mean = (list) => list.reduce((sum, sample) => sum + sample.mb, 0) / list.length;
    const soakFirst = mean(soak.slice(0, tenth));
    const soakLast = mean(soak.slice(-tenth));

    const baselines = rows.filter((row) => row.baseline && row.result).map((row) => row.result.requests.average);
    const baseline = baselines.reduce((sum, value) => sum + value, 0) / baselines.length;
    console.log('');
    console.log(`| route | req/s | p50 ms | p99 ms | share of baseline | goal |`);
    console.log(`| --- | ---: | ---: | ---: | ---: | --- |`);
    for (const row of rows) {
      if (row.missing) {
        console.log(`| ${row.name} | – | – | – | – | not on this branch (404) |`);
        continue;
      }
      const { requests, latency, non2xx } = row.result;
      const share = requests.average / baseline;
      const goal = row.publicRead ? (share >= GOAL_SHARE && latency.p99 <= GOAL_P99_MS ? 'met' : 'MISSED') : '';
      const note = non2xx ? ` (${non2xx} non-2xx)` : '';
      console.log(`| ${row.name} | ${Math.round(requests.average)} | ${latency.p50} | ${latency.p99} | ${(share * 100).toFixed(0)} % | ${goal}${note} |`);
    }
    const peak = Math.max(...memory.samples.map((sample) => sample.mb));
    console.log('');
    say(`server memory: peak ${peak.toFixed(0)} MB over the run; soak ${soakFirst.toFixed(0)} MB in its first tenth, ${soakLast.toFixed(0)} MB in its last (${((soakLast / soakFirst - 1) * 100).toFixed(1)} %)`);
    // A leak keeps growing; V8 sizing its heap to the load grows early, then levels off.
    const tenths = Array.from({ length: 10 }, (_, index) => mean(soak.slice(index * tenth, (index + 1) * tenth)));
    const secondHalf = (tenths[9] / tenths[5] - 1) * 100;
    say(`soak memory by tenth (MB): ${tenths.map((mb) => mb.toFixed(0)).join(' ')}; second half ${secondHalf >= 0 ? '+' : ''}${secondHalf.toFixed(1)} % (goal: flat, within ±5 %: ${Math.abs(secondHalf) <= 5 ? 'met' : 'MISSED'})`);
    say(`baseline ${Math.round(baseline)} req/s (mean of ${baselines.length} runs); ${CONNECTIONS} connections, ${DURATION} s per route; load average after: ${load()}`);
  } finally {
    memory.stop();
    await server.stop();
    await bare.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
