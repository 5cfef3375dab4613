import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  '@': fromRoot('./client/src'),
  '@shared': fromRoot('./shared'),
};

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: fromRoot('./client/dist'),
    emptyOutDir: true,
    sourcemap: false,
    // build.mjs reads which chunk holds each language's dictionary (the landing loader preloads one).
    manifest: true,
    // PROFILE_BUILD=1 npm run build: readable names in a performance profile.
    minify: process.env.PROFILE_BUILD ? false : undefined,
    // The first page's modules are preloaded from the HTML. A lazy chunk (widgets, dialogs,
    // schemas) brings its own imports when it loads: preloading them from the import call
    // appended <link> elements on the main thread during the page load, for chunks that
    // arrive after it anyway. No polyfill: every browser the site supports preloads modules
    // natively, and the polyfill ran DOM queries at the start of the first script.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The landing page budget is about what `/` loads first; this only silences the
    // size warning for lazy chunks such as daily-js.
    chunkSizeWarningLimit: 500,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
  test: {
    root: fromRoot('.'),
    // Vitest leaves a core free by default (one worker on two cores); the server tests mostly
    // wait on PostgreSQL, so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        plugins: [react()],
        test: {
          name: 'client',
          root: fromRoot('.'),
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}', 'client/loader/**/*.test.ts', 'shared/**/*.test.ts'],
          setupFiles: ['client/src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: fromRoot('.'),
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // As the client's: on two busy cores a test that sends hundreds of requests can take
          // seconds, and a timeout would leave them running into the next test.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
