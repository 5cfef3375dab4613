// `npm start`: builds whatever is missing or stale, then runs the server in this process.
// The build runs in a child process: Vite sets NODE_ENV=production in the process it runs in,
// which must not leak into the server's own configuration.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const build = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url)), '--if-stale'], {
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('ChapinBox could not build the site (see above).');
  process.exit(1);
}
await import('../server/dist/main.js');
