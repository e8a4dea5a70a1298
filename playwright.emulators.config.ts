import { defineConfig } from '@playwright/test';
import { browserDefaults } from './e2e/browser-defaults';

/**
 * Browser tests of the Firebase build against the Emulator Suite (e2e/firebase/). Run through
 * `npm run test:e2e:emulators`, which builds `dist-emulators`, starts the emulators, seeds them
 * and then runs this. Every spec shares one emulator: tests make their own names (a run id) and
 * never count on another test's data, so two workers may run them side by side.
 */
const port = Number(process.env.E2E_EMULATOR_PORT ?? 4183);

export default defineConfig({
  testDir: './e2e/firebase',
  ...browserDefaults(`http://localhost:${port}`),
  // Two workers share the emulators and the one preview server (the Firebase build keeps no
  // state in it): every test makes its own rows under its own name.
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  webServer: {
    // VITE_USE_EMULATORS in the preview's environment: its headers let the page reach them.
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --outDir dist-emulators`,
    env: { VITE_USE_EMULATORS: 'true' },
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
