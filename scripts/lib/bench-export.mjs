// The export of a whole 10,000-row table in each format (issue "Customer data in and out": ≤ 2 s):
// from the click on 書き出す to the browser's download event, measured from Node.
import { round } from './bench-browser.mjs';

const FORMATS = [
  ['CSV UTF-8', /UTF-8/],
  ['CSV Shift_JIS', /Shift_JIS/],
  ['Excel .xlsx', /xlsx/],
];

export async function exportFigures(page) {
  const lines = [];
  for (const [name, radio] of FORMATS) {
    await page.getByRole('button', { name: 'エクスポート' }).click();
    const dialog = page.getByRole('dialog', { name: 'エクスポート' });
    await dialog.getByRole('radio', { name: radio }).check();
    const run = dialog.getByRole('button', { name: '書き出す' });
    // Shift_JIS first counts what it cannot hold: the button waits for that.
    await run.waitFor({ state: 'visible' });
    await page.waitForFunction(
      () => !document.querySelector('[role="dialog"] button[aria-busy="true"]'),
    );
    const download = page.waitForEvent('download', { timeout: 60_000 });
    const start = Date.now();
    await run.click();
    const file = await download;
    const ms = Date.now() - start;
    const bytes = (await import('node:fs')).statSync(await file.path()).size;
    lines.push(
      `  export ${name}: ${round(ms)} ms to the download (${Math.round(bytes / 1024)} kB)`,
    );
    await dialog.waitFor({ state: 'hidden' });
  }
  return lines;
}
