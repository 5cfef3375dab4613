// `npm start`: builds whatever is missing or stale, then runs the server in this process.
import { buildAll } from './build.mjs';

try {
  await buildAll({ ifStale: true });
} catch (error) {
  console.error('ChapinBox could not build:', error?.message ?? error);
  process.exit(1);
}
await import('../dist/main.js');
