// マイページ with 10,000 SA and 10,000 OB rows in local mode: navigation (a reload of /mypage)
// to the member's figures painted, three times. Run: npm run build && node scripts/bench-my-page-browser.mjs
// (BENCH_PORT, default 4793).
import { launchChromium, signInDemo, startPreview, stopPreview } from './lib/bench-browser.mjs';
import { writeDocuments } from './lib/bench-table.mjs';

const ROWS = 10_000;
const NAMES = ['山本', '佐藤', '田中', ''];
const day = (n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const now = Date.now();
const sa = Array.from({ length: ROWS }, (_, i) => [
  `bench-sa-${i}`,
  {
    clientName: `SA顧客 ${i}`,
    progress: ['初回連絡', '商談中', '受注', '失注'][i % 4],
    obAssignee: NAMES[i % 4],
    lastContactDate: day(i % 330),
    createdAt: new Date(now - i * 60_000),
  },
]);
const ob = Array.from({ length: ROWS }, (_, i) => [
  `bench-ob-${i}`,
  {
    clientName: `OB顧客 ${i}`,
    progress: ['未着手', '進行中', '完了'][i % 3],
    obAssignee: NAMES[i % 4],
    plannedDeliveryDate: day(i % 360),
    deliveryDate: i % 3 === 2 ? day(i % 360) : '',
    surveyResponseDate: day((i % 360) - 21),
    createdAt: new Date(now - i * 60_000),
  },
]);

const port = Number(process.env.BENCH_PORT ?? 4793);
const origin = await startPreview(port);
const browser = await launchChromium();
try {
  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await signInDemo(page, origin);
  await writeDocuments(page, 'sa_list', sa);
  await writeDocuments(page, 'ob_list', ob);
  const uid = await page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('backoffice-local');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = db.transaction('docs').objectStore('docs').index('by-collection').getAll('members');
    await new Promise((resolve) => (all.onsuccess = resolve));
    db.close();
    return all.result.find((doc) => doc.data.email === 'demo@example.com').id;
  });
  await writeDocuments(page, 'teamSettings', [['assignees', { names: { 山本: uid } }]]);
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    // After the first visit, a few seconds on the page, so the tables' snapshots are kept
    // (src/lib/list-snapshot.ts) as they would be for a member reloading it.
    if (i > 0) await page.waitForTimeout(2500);
    const start = Date.now();
    await page.goto(`${origin}/mypage`);
    await page
      .getByRole('link', { name: /^納品予定日を過ぎたOB（未完了） \d+件$/ })
      .waitFor({ timeout: 60_000 });
    times.push(Date.now() - start);
  }
  console.log(`マイページ, ${ROWS} SA + ${ROWS} OB rows (local mode, Chromium)`);
  const [first, ...reloads] = times;
  console.log(`  first visit after the rows were written (no snapshots yet): ${first} ms`);
  console.log(`  reload to the figures painted: ${reloads.join(' ms, ')} ms`);
} finally {
  await browser.close();
  stopPreview();
}
