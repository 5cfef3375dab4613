import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (apt-get install chromium); nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-quic',
];

export const chromiumLaunchOptions: LaunchOptions = { executablePath: CHROMIUM_PATH, args: chromiumArgs };
