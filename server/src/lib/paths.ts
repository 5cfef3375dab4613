import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from server/src (tsx, tests) and bundled from server/dist, at different
// depths, so the project root is found rather than counted.
function findProjectRoot(start: string) {
  let current = start;
  while (!existsSync(join(current, 'package.json'))) {
    const parent = dirname(current);
    if (parent === current) throw new Error('package.json not found above ' + start);
    current = parent;
  }
  return current;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = join(projectRoot, 'migrations');
export const clientDistFolder = join(projectRoot, 'client', 'dist');
