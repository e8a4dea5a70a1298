// What every browser benchmark needs: a `vite preview` of a built folder, Debian's Chromium with
// the flags this machine needs (playwright.config.ts uses the same), and the statistics printed.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

let running = null;

/** Serves `outDir` (already built) on `port`; resolves with its origin once it answers. */
export async function startPreview(port, outDir = 'dist') {
  const origin = `http://localhost:${port}`;
  const preview = spawn(
    'node',
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      outDir,
    ],
    { stdio: 'ignore' },
  );
  running = preview;
  // vite preview ignores SIGINT from a parent that exits normally: stop it explicitly.
  process.on('exit', () => preview.kill('SIGTERM'));
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(origin)).ok) return origin;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`vite preview did not start on ${origin} (build ${outDir} first)`);
}

/** Stops the preview server `startPreview` started (the scripts call it when done). */
export function stopPreview() {
  running?.kill('SIGTERM');
  running = null;
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const round = (n) => Math.round(n * 10) / 10;

/** Signs the demo account in on a local-mode build and waits for the survey list. */
export async function signInDemo(page, origin) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('メールアドレス').fill('demo@example.com');
  await page.getByLabel('パスワード').fill('demo1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL(/\/surveys$/);
}
