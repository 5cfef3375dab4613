// `npm run dev`: the API with reload on change (on PORT, 5000 unless set) and Vite's dev server
// (port 5173, or the next free one) proxying /api to it. Open the address Vite prints.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const apiPort = process.env.PORT || '5000';
const root = fileURLToPath(new URL('..', import.meta.url));

// No npx in between (npx did not pass a SIGTERM on, which left everything running), and the API
// in a process group of its own: this script passes it each stop signal once (tsx kills the
// server outright at a second one, as Ctrl+C to both would have been).
const api = spawn(process.execPath, [fileURLToPath(import.meta.resolve('tsx/cli')), 'watch', '--clear-screen=false', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
// The proxy follows PORT (vite.config.ts names the default).
const vite = await createServer({ configFile: `${root}vite.config.ts`, server: { proxy: { '/api': `http://localhost:${apiPort}` } } });
await vite.listen();
vite.printUrls();

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (signal && api.exitCode === null) api.kill(signal);
  await vite.close();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  process.exitCode = code ?? 0;
  void stop();
});
