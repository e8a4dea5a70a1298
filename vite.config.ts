/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localFunctions } from './scripts/local-functions/plugin.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    localFunctions(`${import.meta.dirname}/scripts/local-functions/handlers.ts`),
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
          // The public survey page's own code in one chunk instead of a dozen small shared
          // ones: one request, and gzip sees it whole (budget: scripts/bench-public-bundle.ts).
          groups: [
            {
              name: 'public-page',
              test: /\/src\/(app\/public-main|features\/survey-public\/components\/survey-page)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/setupTests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
    css: false,
    // Screen tests drive whole pages on IndexedDB (fake-indexeddb); on a loaded 2-core machine
    // one can pass 5 s without being wrong, so the limit catches hangs, not slowness.
    testTimeout: 20_000,
  },
});
