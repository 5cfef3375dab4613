import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { BARE_PORT, E2E_PORT, fakesCommand, FAKES_URL, mainAppEnv, N8N_CHAT_PORT, n8nChatAppEnv, serverCommand } from './support/servers';

/**
 * End-to-end specs against the production build (`npm run build` first), in Debian's
 * Chromium. Each app starts on a fresh data folder with the embedded PostgreSQL and S3; see
 * support/servers.ts for the main app, the bare app, the n8n chat app and the third-party fakes.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Playwright's default test timeout; a spec that by nature takes longer says so. Assertions
  // wait longer than the default 5 s: on a busy two-core CI machine a lazy chunk or a hydration
  // can take that long, and a passing assertion returns as soon as it holds.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, on CI either: a retry would hide a flaky spec.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // The VIP modal opens by itself on `/` for a browser that has not joined
    // (docs/product.md#vip-club) and would cover the page in every spec; only the VIP specs
    // start without the flag.
    storageState: {
      cookies: [],
      origins: [E2E_PORT, BARE_PORT, N8N_CHAT_PORT].map((port) => ({ origin: `http://localhost:${port}`, localStorage: [{ name: 'vipEmailSubmitted', value: 'true' }] })),
    },
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Visitors default to Spanish (docs/product.md#languages); specs opt into English explicitly.
  // The main app's site settings are set once first (main-app-settings.setup.ts).
  projects: [
    { name: 'setup', testMatch: '**/*.setup.ts' },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: '**/production-refusals.spec.ts',
      use: { ...devices['Desktop Chrome'], locale: 'es-ES', launchOptions: chromiumLaunchOptions },
    },
    // The built server started with bad environments, as processes of their own: no browser,
    // no app's settings; it runs beside the apps the web servers start without using them.
    { name: 'server-process', testMatch: '**/production-refusals.spec.ts' },
  ],
  // Starting an app includes a fresh embedded PostgreSQL (initdb) and its migrations: far more
  // than the default minute on a busy machine is possible, so the apps get 90 s.
  webServer: [
    {
      command: fakesCommand(),
      url: `${FAKES_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: serverCommand(E2E_PORT, mainAppEnv),
      url: `http://localhost:${E2E_PORT}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    {
      command: serverCommand(BARE_PORT),
      url: `http://localhost:${BARE_PORT}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    {
      command: serverCommand(N8N_CHAT_PORT, n8nChatAppEnv),
      url: `http://localhost:${N8N_CHAT_PORT}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
