import { defineConfig } from '@playwright/test';
import { browserDefaults } from './e2e/browser-defaults';

/**
 * Browser tests drive Debian's Chromium against two local-mode builds served by
 * `vite preview`: `dist` (demo data) and `dist-empty` (VITE_LOCAL_SEED=empty, demo account
 * only). `npm run test:e2e` builds both first. E2E_PORT moves both ports (port and port + 1).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const emptyPort = port + 1;
// The fake Chatwork API that e2e/mentions.spec.ts starts (same formula as e2e/support.ts).
const chatworkPort = Number(process.env.E2E_CHATWORK_PORT ?? port + 5);
// The notification token of surveys' Chatwork messages (e2e/survey-notify.spec.ts): the fake
// knows it; it stays in the preview server, as the secret stays in the function.
const previewEnv = {
  CHATWORK_API_BASE: process.env.CHATWORK_API_BASE ?? `http://127.0.0.1:${chatworkPort}/v2`,
  CHATWORK_NOTIFY_TOKEN: 'e2e-notify-token',
};
// The AI summary runs against a fake OpenAI-compatible API that e2e/survey-results.spec.ts
// starts on port + 6; a third preview server (port + 2, same `dist`) is configured for it, so the
// first two keep showing the unconfigured state (same formulas as e2e/support.ts).
const aiPreviewPort = Number(process.env.E2E_AI_PREVIEW_PORT ?? port + 2);
const fakeAiPort = Number(process.env.E2E_FAKE_AI_PORT ?? port + 6);
const aiPreviewEnv = {
  ...previewEnv,
  AI_API_BASE: `http://127.0.0.1:${fakeAiPort}/v1`,
  AI_API_KEY: 'e2e-fake-ai-key',
  AI_MODEL: 'e2e-fake-model',
};
const vite = 'node node_modules/vite/bin/vite.js';

export default defineConfig({
  testDir: './e2e',
  // The Firebase build's specs run against the emulators (playwright.emulators.config.ts).
  testIgnore: ['firebase/**'],
  ...browserDefaults(`http://localhost:${port}`),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  webServer: [
    {
      command: `${vite} preview --port ${port} --strictPort --outDir dist`,
      env: previewEnv,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `${vite} preview --port ${emptyPort} --strictPort --outDir dist-empty`,
      env: previewEnv,
      url: `http://localhost:${emptyPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `${vite} preview --port ${aiPreviewPort} --strictPort --outDir dist`,
      env: aiPreviewEnv,
      url: `http://localhost:${aiPreviewPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
