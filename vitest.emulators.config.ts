import { defineConfig } from 'vitest/config';
import { copyShared } from './functions/scripts/copy-shared.mjs';

// The members callables' suite loads functions/src, which imports the client<->functions
// contracts through copies the functions build makes: make them first.
copyShared();

/**
 * Tests that need the Firebase Emulator Suite. Run through `npm run test:emulators`, which
 * starts the emulators (or says what is missing and fails) and prints each suite's counts.
 */
export default defineConfig({
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  test: {
    environment: 'node',
    include: ['tests/emulators/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // As the browser tests in CI: one more try for a test that failed on timing (the emulators
    // are JVMs and Node processes sharing two cores); Vitest reports the retry.
    retry: process.env.CI ? 1 : 0,
  },
});
