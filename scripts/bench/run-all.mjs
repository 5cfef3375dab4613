// `npm run bench`: every benchmark of the project in turn (each prints its own table).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
let failed = false;
for (const name of ['web', 'vip', 'api', 'auth', 'mail', 'insights']) {
  const script = `${here}${name}.mjs`;
  if (!existsSync(script)) continue;
  console.log(`\n=== bench:${name} ===`);
  const { status } = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
