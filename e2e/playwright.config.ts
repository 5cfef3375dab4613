import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_PORT, serverCommand } from './support/servers';

/**
 * End-to-end specs against the production build (`npm run build` first), in Debian's
 * Chromium. The server starts on a fresh data folder with the embedded PostgreSQL and S3.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Visitors default to Spanish (the seeds' default); specs opt into English explicitly.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'es-ES', launchOptions: chromiumLaunchOptions } }],
  webServer: [
    {
      command: serverCommand(E2E_PORT, 'main'),
      url: `http://localhost:${E2E_PORT}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
