import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5101);

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the built server on `port` with a fresh data folder (wiped first), so every run
 * begins with an empty database. `env` adds configuration, e.g. fake third parties.
 */
export function serverCommand(port: number, name: string, env: Record<string, string> = {}) {
  const dataDir = `${root}e2e/.artifacts/data-${name}`;
  const vars = { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env };
  const assignments = Object.entries(vars)
    .map(([key, value]) => `${key}='${value}'`)
    .join(' ');
  return `rm -rf '${dataDir}' && cd '${root}' && ${assignments} node server/dist/main.js`;
}
