/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localFunctions } from './scripts/local-functions/plugin.ts';
import { publicLoad } from './scripts/public-load-plugin.ts';
import { securityHeaders } from './scripts/security-headers-plugin.ts';
import { copyShared } from './functions/scripts/copy-shared.mjs';

// The local functions endpoint (dev, preview) and tests load functions/src, which imports the
// client<->functions contracts through copies the functions build makes: make them first.
copyShared();

export default defineConfig({
  // Which build saved a table snapshot (src/lib/list-snapshot.ts): a new build reads none of an
  // older one's, whose rows may lack a field it reads.
  define: { __APP_BUILD__: JSON.stringify(Date.now().toString(36)) },
  plugins: [
    react(),
    tailwindcss(),
    localFunctions(`${import.meta.dirname}/scripts/local-functions/handlers.ts`),
    securityHeaders(),
    publicLoad(),
  ],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  server: { port: 5173 },
  build: {
    chunkSizeWarningLimit: 700,
    // Browsers without modulepreload (before Safari 17) still load every chunk, a little later;
    // the polyfill would cost every visitor's first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The entry, React and the public survey page in one chunk: every page loads React
          // and the entry anyway, so a visitor's survey is one request that gzip sees whole
          // (budget: scripts/bench-public-bundle.ts), and staff screens get nothing they did
          // not already load (the entry imported React from this page's chunk before).
          groups: [
            {
              name: 'index',
              test: /\/src\/(main|app\/public-main|features\/survey-public\/components\/survey-page)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
  test: {
    globals: true,
    css: false,
    // Screen tests drive whole pages on IndexedDB (fake-indexeddb); on a loaded 2-core machine
    // one can pass 5 s without being wrong, so the limit catches hangs, not slowness.
    testTimeout: 20_000,
    // Vitest leaves one core free by default, which on a 2-core machine means one worker.
    maxWorkers: '100%',
    // Two projects by file name, so a newcomer knows where a test runs: `*.test.tsx` and
    // `*.dom.test.ts` need a DOM (jsdom); every other `*.test.ts` is pure and runs under Node,
    // which starts in a fraction of jsdom's time. A pure test that touches `document` or
    // `window` fails there with a ReferenceError: rename it to `*.dom.test.ts`.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Pure tests share no global state worth a fresh module graph per file.
          isolate: false,
          setupFiles: ['./src/test/setup-node.ts'],
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
          exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom per worker instead of one per file (most of this project's start-up
          // time); Testing Library's cleanup runs after each test, and every screen test
          // opens its own IndexedDB database (freshLocalBackend).
          isolate: false,
          setupFiles: ['./src/setupTests.ts'],
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
        },
      },
    ],
  },
});
