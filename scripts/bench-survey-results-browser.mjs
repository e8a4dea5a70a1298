// The staff results page with many and ballooned responses, measured in Chromium (local build):
// time until the first page of the response list is on screen, until 'さらに読み込む' has added
// the next 20, 再集計 of every response, the rows and characters in the DOM, and the JS heap.
// Run: npm run build && node scripts/bench-survey-results-browser.mjs
// Figures in docs/performance.md.   (BENCH_PORT, default 4791;
// BENCH_RESPONSES, default 2000; BENCH_HUGE, responses of ~1 MiB among them, default 20)
import { launchChromium, signInDemo, startPreview, stopPreview } from './lib/bench-browser.mjs';

const port = Number(process.env.BENCH_PORT ?? 4791);
const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 2000);
const HUGE = Number(process.env.BENCH_HUGE ?? 20);
const SURVEY = 'seed-survey-satisfaction';

const origin = await startPreview(port);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInDemo(page, origin);

  // Responses written as the app stores them, the ballooned ones spread through the list.
  await page.evaluate(
    async ({ surveyId, total, huge }) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('backoffice-local');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const big = 'あ'.repeat(1024 * 1024);
      const tx = db.transaction('docs', 'readwrite');
      const base = Date.now() - total * 1000;
      for (let i = 0; i < total; i += 1)
        tx.objectStore('docs').put({
          collection: 'responses',
          id: `bench-${i}`,
          data: {
            surveyId,
            submittedAt: new Date(base + i * 1000),
            answers: {
              'f-name': (total - 1 - i) % Math.ceil(total / huge) === 0 ? big : `回答者${i}`,
              'f-plan': 'ベーシック',
              'f-comment': (total - 1 - i) % Math.ceil(total / huge) === 1 ? big : 'とても良い',
            },
          },
        });
      await new Promise((resolve) => (tx.oncomplete = resolve));
    },
    { surveyId: SURVEY, total: RESPONSES, huge: HUGE },
  );

  const started = Date.now();
  await page.goto(`${origin}/surveys/${SURVEY}/results`);
  await page.getByRole('button', { name: 'さらに読み込む' }).waitFor();
  const firstPage = Date.now() - started;
  const rows = await page.getByRole('row').count();
  const more = Date.now();
  await page.getByRole('button', { name: 'さらに読み込む' }).click();
  await page
    .getByRole('row')
    .nth(rows + 19)
    .waitFor();
  const nextPage = Date.now() - more;
  // What two pages put in the DOM: ballooned answers are cut on screen.
  const dom = await page.evaluate(() => ({
    chars: document.body.innerText.length,
    heapMb: Math.round((performance.memory?.usedJSHeapSize ?? 0) / 1024 / 1024),
  }));
  const recount = Date.now();
  await page.getByRole('button', { name: '再集計', exact: true }).click();
  await page.getByText(/再集計しました/).waitFor({ timeout: 120_000 });
  const recountMs = Date.now() - recount;
  console.log(
    JSON.stringify(
      {
        responses: RESPONSES,
        ballooned: HUGE,
        firstPageMs: firstPage,
        rowsOnFirstPage: rows - 1,
        nextPageMs: nextPage,
        recountMs,
        domTextChars: dom.chars,
        heapMb: dom.heapMb,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  stopPreview();
}
