// `npm run bench:auth`, against the built server in production (a child process on a data
// folder of its own), with the load average:
// 1. A public read (GET /api/inventory/total) at rest and during a storm of 300 failed sign-ins
//    from 10 loopback addresses, 20 at a time: p50/p95 side by side. Goal: p95 during the storm
//    ≤ 100 ms (docs/decisions/0034-password-hashing-off-the-event-loop.md).
// 2. Lock-out: the owner's sign-in from a known device, 10 times, during a flood of wrong
//    passwords from 64 loopback addresses (each under its own limit), beside the same sign-in
//    at rest. Goal: 10 of 10 succeed, each within 2 s. Not a test: it reports.
//
// BENCH_ATTEMPTS (default 300), BENCH_REST_SECONDS (default 5).
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root, startProductionServer } from './production-server.mjs';

const GOAL_P95_MS = 100;
const say = (text) => console.log(`auth-bench ${text}`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** Signs the owner in from 127.0.0.250 and answers their known-device cookie (`name=value`). */
function knownDeviceCookie(baseUrl, owner) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(owner);
    const sent = request(
      new URL('/api/auth/login', baseUrl),
      { method: 'POST', localAddress: '127.0.0.250', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        const cookie = (response.headers['set-cookie'] ?? []).find((line) => line.startsWith('chapinbox.device='));
        if (response.statusCode !== 200 || !cookie) reject(new Error(`the owner's sign-in answered ${response.statusCode}`));
        else resolve(cookie.split(';')[0]);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const { measureSignInStorm, measureOwnerDuringFlood } = await tsImport(join(root, 'server', 'test', 'sign-in-storm.ts'), import.meta.url);

  const dataDir = await mkdtemp(join(tmpdir(), 'chapinbox-bench-auth-'));
  await chmod(dataDir, 0o755);
  // No proxy in front: each storm address is the connection's own (127.0.0.1 … 127.0.0.10).
  const server = await startProductionServer({ dataDir, env: { TRUST_PROXY: 'false' } });
  try {
    say(`${cpus().length} cores; load average before: ${load()}`);
    const attempts = Number(process.env.BENCH_ATTEMPTS ?? 300);
    const result = await measureSignInStorm(server.url, { attempts, restMs: Number(process.env.BENCH_REST_SECONDS ?? 5) * 1000 });
    const loadAfter = load();
    console.log('');
    console.log('| GET /api/inventory/total | reads | p50 ms | p95 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(`| at rest | ${result.rest.count} | ${result.rest.p50} | ${result.rest.p95} | ${result.rest.max} |`);
    console.log(`| during ${attempts} failed sign-ins | ${result.storm.count} | ${result.storm.p50} | ${result.storm.p95} | ${result.storm.max} |`);
    console.log('');
    const answers = Object.entries(result.signIns).map(([status, count]) => `${count} × ${status}`).join(', ');
    say(`sign-ins: ${answers} in ${(result.stormMs / 1000).toFixed(1)} s (10 addresses, 20 at a time); failed reads: ${result.failedReads}`);
    say(`goal p95 during the storm ≤ ${GOAL_P95_MS} ms: ${result.storm.p95 <= GOAL_P95_MS ? 'met' : 'MISSED'}; load average after: ${loadAfter}`);

    // The owner: the first account, signed in once from 127.0.0.250 for its known-device cookie.
    const owner = { email: 'duena@chapinbox.test', password: 'una-clave-de-la-duena-2026' };
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...owner, setupToken: await server.setupToken() }),
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    const deviceCookie = await knownDeviceCookie(server.url, owner);
    say(`load average before the flood: ${load()}`);
    const rest = await measureOwnerDuringFlood(server.url, { owner, deviceCookie, addressing: 'loopback', addresses: 1, attemptsPerAddress: 0 });
    const flood = await measureOwnerDuringFlood(server.url, { owner, deviceCookie, addressing: 'loopback' });
    const floodLoad = load();
    const row = (name, signIns) => {
      const times = signIns.map((signIn) => signIn.ms).sort((a, b) => a - b);
      const ok = signIns.filter((signIn) => signIn.status === 200).length;
      return `| ${name} | ${ok} of ${signIns.length} | ${times[Math.floor(times.length / 2)]} | ${times.at(-1)} |`;
    };
    console.log('');
    console.log('| the owner signs in from a known device | succeeded | p50 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: |');
    console.log(row('at rest', rest.owner));
    console.log(row('during 64 addresses × 25 wrong passwords', flood.owner));
    console.log('');
    const floodAnswers = Object.entries(flood.flood).map(([status, count]) => `${count} × ${status}`).join(', ');
    const met = flood.owner.every((answer) => answer.status === 200 && answer.ms <= 2_000);
    say(`flood: ${floodAnswers}; goal 10 of 10 within 2 s: ${met ? 'met' : 'MISSED'}; load average after: ${floodLoad}`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
