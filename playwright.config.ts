import { defineConfig } from '@playwright/test';
import { browserDefaults } from './e2e/browser-defaults';
import { E2E_WORKERS, ports, workerPorts } from './e2e/ports';

/**
 * Browser tests drive Debian's Chromium against two local-mode builds served by
 * `vite preview`: `dist` (demo data) and `dist-empty` (VITE_LOCAL_SEED=empty, demo account
 * only). `npm run test:e2e` builds both first. Each worker has its own preview servers and
 * fakes on its own ports (e2e/ports.ts): this file is read again in every worker, where `ports`
 * are that worker's, so `baseURL` is the worker's own demo build.
 */
const vite = 'node node_modules/vite/bin/vite.js';

/** The three preview servers of one worker. */
function workerServers(parallelIndex: number) {
  const own = workerPorts(parallelIndex);
  // The notification token of surveys' Chatwork messages (e2e/survey-notify.spec.ts): the fake
  // knows it; it stays in the preview server, as the secret stays in the function.
  const previewEnv = {
    CHATWORK_API_BASE: `http://127.0.0.1:${own.chatwork}/v2`,
    CHATWORK_NOTIFY_TOKEN: 'e2e-notify-token',
  };
  // The AI summary runs against a fake OpenAI-compatible API that e2e/survey-results.spec.ts
  // starts; a third server of the same `dist` is configured for it, so the first two keep
  // showing the unconfigured state.
  const aiPreviewEnv = {
    ...previewEnv,
    AI_API_BASE: `http://127.0.0.1:${own.fakeAi}/v1`,
    AI_API_KEY: 'e2e-fake-ai-key',
    AI_MODEL: 'e2e-fake-model',
  };
  return [
    { port: own.demo, outDir: 'dist', env: previewEnv },
    { port: own.empty, outDir: 'dist-empty', env: previewEnv },
    { port: own.ai, outDir: 'dist', env: aiPreviewEnv },
  ].map(({ port, outDir, env }) => ({
    command: `${vite} preview --port ${port} --strictPort --outDir ${outDir}`,
    env,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  }));
}

export default defineConfig({
  testDir: './e2e',
  // The Firebase build's specs run against the emulators (playwright.emulators.config.ts).
  testIgnore: ['firebase/**'],
  ...browserDefaults(`http://localhost:${ports.demo}`),
  workers: E2E_WORKERS,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => workerServers(index)).flat(),
});
