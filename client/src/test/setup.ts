import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { provideAllDictionaries } from '@/i18n/all-dictionaries';

provideAllDictionaries();

// The full suite runs beside servers on two shared cores, where a form test can take seconds
// of CPU: give async queries and tests room instead of failing on load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

// Browsers all have sendBeacon and jsdom has none: without it the first-party count
// (lib/insights-beacon) would post through the tests' fetch, which fakeApi records.
if (!('sendBeacon' in navigator)) Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
