import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { SETUP_TOKEN_FILE } from './auth/setup-token.service';
import { ConfigError, listenHost, parseConfig } from './config';
import { PostgresStartError } from './db/embedded-postgres';
import { DataDirInUseError, lockDataDir } from './lib/data-dir';
import { createLogger } from './lib/logger';
import { unhandledRejectionListener } from './lib/outage-guard';
import { clientDistFolder, projectRoot } from './lib/paths';
import type { Services } from './services';

const say = (component: string, text: string) => console.log(`${component.padEnd(9)} ${text}`);
const fail = (lines: string[]): never => {
  for (const text of lines) console.error(`ChapinBox could not start: ${text}`);
  process.exit(1);
};

/** Known start-up failures become one clear line each; anything else keeps its stack trace. */
function explain(error: unknown): string[] | undefined {
  if (error instanceof ConfigError) return error.problems.map((problem) => `invalid configuration: ${problem}`);
  const line = explainOne(error);
  return line === undefined ? undefined : [line];
}

function explainOne(error: unknown): string | undefined {
  if (error instanceof DataDirInUseError || error instanceof PostgresStartError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `port ${(error as { port?: number }).port ?? ''} is already in use. Set PORT to another port.`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND') return `cannot reach ${(error as { address?: string }).address ?? 'a service'}: ${(error as Error).message}`;
  if (code === '28P01') return 'the database refused the password in DATABASE_URL';
  return undefined;
}

function listen(server: Server, port: number, host?: string) {
  return new Promise<void>((done, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      done();
    });
  });
}

async function main() {
  const envFile = resolve(projectRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = parseConfig(process.env);
  // The app's modules load once the configuration holds: a bad one is refused at once.
  const [{ createApp }, { startServices }] = await Promise.all([import('./app'), import('./services')]);
  const logger = createLogger(config.LOG_LEVEL);
  let stoppingSince = 0;
  process.on('unhandledRejection', unhandledRejectionListener(logger, () => stoppingSince > 0));
  const unlock = await lockDataDir(resolve(config.DATA_DIR));

  let services: Services;
  try {
    services = await startServices(config, logger, say);
  } catch (error) {
    await unlock();
    throw error;
  }

  const clientDir = existsSync(clientDistFolder) ? clientDistFolder : undefined;
  if (!clientDir) say('client', 'no build found in client/dist (run npm run build); serving the API only');
  const server = createServer();
  server.keepAliveTimeout = 65_000;
  try {
    server.on('request', createApp({ config, logger, ...services, clientDir }));
    await listen(server, config.PORT, listenHost(config));
  } catch (error) {
    await services.stop();
    await unlock();
    (error as { port?: number }).port = config.PORT;
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  say('server', `ChapinBox is running at http://localhost:${port}`);
  if (services.setupToken) {
    // The first account is created only through this link (docs/decisions/0011-invite-only-registration.md).
    const origin = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : `http://localhost:${port}`;
    const tokenFile = join(config.DATA_DIR, SETUP_TOKEN_FILE);
    // A production log is read by more people than the server's disk: the token stays in its file.
    if (config.NODE_ENV === 'production') say('setup', `no staff account yet: open ${origin}/register?setup=TOKEN, TOKEN being the text in ${tokenFile}, to create the administrator`);
    else say('setup', `no staff account yet: open ${origin}/register?setup=${services.setupToken} to create the administrator (the token is also in ${tokenFile})`);
  }

  const shutdown = async (signal: string) => {
    if (stoppingSince) {
      // npm and the terminal both deliver one Ctrl+C; only a later, deliberate one forces.
      if (Date.now() - stoppingSince < 3_000) return;
      say('server', `${signal} again: stopping now`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    say('server', `${signal} received: finishing requests, then stopping`);
    const closed = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    // Requests in flight get 10 s to finish before their connections are cut.
    const timer = setTimeout(() => server.closeAllConnections(), 10_000);
    await closed;
    clearTimeout(timer);
    await services.stop();
    await unlock();
    say('server', 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  const lines = explain(error);
  if (lines) fail(lines);
  console.error(error);
  process.exit(1);
});
