// Typing in the survey list's search box with 500 surveys, measured in Chromium: how long each
// keystroke takes until the next paint (Event Timing API, the figure behind INP), and how long
// until the filtered table has settled after the last keystroke.
// Run: npm run build && node scripts/bench-survey-search-browser.mjs   (BENCH_PORT, default 4790)
import {
  launchChromium,
  percentile,
  signInDemo,
  startPreview,
  stopPreview,
} from './lib/bench-browser.mjs';

const port = Number(process.env.BENCH_PORT ?? 4790);
const SURVEYS = 500;
const QUERY = 'number 42';

const origin = await startPreview(port);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInDemo(page, origin);
  await page.getByTestId('survey-row').first().waitFor();

  // Copy the seeded surveys into the local database until there are 500 (the same records the
  // app writes: one row per document in the 'docs' store).
  await page.evaluate(async (total) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('backoffice-local');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = db.transaction('docs').objectStore('docs').getAll();
    const docs = await new Promise((resolve) => (read.onsuccess = () => resolve(read.result)));
    const seeded = docs.filter((d) => d.collection === 'surveys' && !d.data.isArchived);
    const tx = db.transaction('docs', 'readwrite');
    for (let i = seeded.length; i < total; i += 1) {
      const base = seeded[i % seeded.length];
      tx.objectStore('docs').put({
        collection: 'surveys',
        id: `bench-${i}`,
        data: {
          ...base.data,
          title: `顧客満足度アンケート ${i} Customer Survey`,
          description: `第${i}回 定期調査 / regular research number ${i}`,
        },
      });
    }
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, SURVEYS);

  await page.reload();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="survey-row"]').length === n,
    SURVEYS,
  );
  const rows = await page.getByTestId('survey-row').count();

  await page.evaluate(() => {
    window.__eventDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input') {
          window.__eventDurations.push({ name: entry.name, duration: entry.duration });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });

  const search = page.getByRole('searchbox');
  await search.click();
  const started = Date.now();
  await search.pressSequentially(QUERY, { delay: 50 });
  const expected = Array.from({ length: SURVEYS }, (_, i) => i).filter((i) =>
    `顧客満足度アンケート ${i} Customer Survey 第${i}回 定期調査 / regular research number ${i}`
      .toLowerCase()
      .includes(QUERY),
  ).length;
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="survey-row"]').length === n,
    expected,
  );
  const settledMs = Date.now() - started - (QUERY.length - 1) * 50;

  // Event Timing reports only events slower than 16 ms; faster keystrokes count as 16 ms.
  const slow = await page.evaluate(() => window.__eventDurations);
  const keystrokes = QUERY.length;
  const durations = [...slow.filter((e) => e.name === 'keydown').map((e) => e.duration)];
  while (durations.length < keystrokes) durations.push(16);
  durations.sort((a, b) => a - b);

  console.info(`survey list in Chromium: ${rows} rows, typed "${QUERY}" (${keystrokes} keys)`);
  console.info(
    `  keystroke to next paint: median ${percentile(durations, 50)} ms, worst ${durations.at(-1)} ms` +
      ` (${slow.length} event entries over 16 ms)`,
  );
  console.info(
    `  last keystroke until the table shows the ${expected} matching rows: ${settledMs} ms`,
  );
} finally {
  await browser.close();
  stopPreview();
}
