// `npm run bench:auth`: a public read (GET /api/inventory/total) at rest and during a storm of
// 300 failed sign-ins from 10 loopback addresses, 20 at a time, against the built server in
// production (a child process on a data folder of its own). Prints p50/p95 of the read side by
// side, the sign-in answers, and the load average. Goal: p95 during the storm ≤ 100 ms (with
// bcrypt on the server's only thread it was 5 s; see
// docs/decisions/0034-password-hashing-off-the-event-loop.md). Not a test: it reports.
//
// BENCH_ATTEMPTS (default 300), BENCH_REST_SECONDS (default 5).
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root, startProductionServer } from './production-server.mjs';

const GOAL_P95_MS = 100;
const say = (text) => console.log(`auth-bench ${text}`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const { measureSignInStorm } = await tsImport(join(root, 'server', 'test', 'sign-in-storm.ts'), import.meta.url);

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
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
