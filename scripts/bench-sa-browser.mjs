// SA management with 10,000 sa_list rows in local mode, measured in Chromium:
//  - time from navigation to a filled table,
//  - rows in the DOM (virtualised: only what is visible plus overscan),
//  - keystroke in the search box to next paint (Event Timing API, the figure behind INP),
//  - frame times while scrolling the table,
//  - a 10,000-row CSV import through the import dialog (chunks of 500).
// Run: npm run build && node scripts/bench-sa-browser.mjs   (BENCH_PORT, default 4791)
import { launchChromium, percentile, round, startPreview } from './lib/bench-browser.mjs';

const port = Number(process.env.BENCH_PORT ?? 4791);
const ROWS = 10_000;
const QUERY = 'ｱｵﾊﾞ 12';

const CLIENTS = [
  '株式会社アオバ商事',
  '合同会社ひかりデザイン',
  '株式会社みらい不動産',
  '有限会社さくら食品',
];
const PROGRESS = ['初回連絡', 'アポ確定', '商談中', '提案済', '受注', '失注', '保留'];

function csvOf(rows) {
  const header =
    '法人番号,クライアント名,サービス名,商談日,最終接触日,紹介元,優先度,コメント/ネクストアクション,進捗,担当者,先方担当者,連絡先,電話番号,商談動画URL';
  const lines = [header];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      [
        String(8000000000000 + i),
        `インポート会社${i}`,
        `サービス${i % 50}`,
        `2025/${(i % 12) + 1}/${(i % 28) + 1}`,
        '',
        '紹介',
        ['A', 'B', 'C'][i % 3],
        `"次回, ${i}"`,
        PROGRESS[i % PROGRESS.length],
        '山本',
        '担当 様',
        `c${i}@example.com`,
        '03-0000-0000',
        '',
      ].join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}`;
}

const origin = await startPreview(port);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${origin}/login`);
  await page.getByLabel('メールアドレス').fill('demo@example.com');
  await page.getByLabel('パスワード').fill('demo1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL(/\/surveys$/);

  // 10,000 sa_list documents written straight into the local database (the records the app
  // itself writes: one row per document in the 'docs' store).
  await page.evaluate(
    async ({ total, clients, progress }) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('backoffice-local');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('docs', 'readwrite');
      const now = Date.now();
      for (let i = 0; i < total; i += 1) {
        tx.objectStore('docs').put({
          collection: 'sa_list',
          id: `bench-${i}`,
          data: {
            corporateNumber: String(1000000000000 + i),
            clientName: `${clients[i % clients.length]} ${i}`,
            serviceName: `サービス ${i % 97}`,
            meetingDate: '2026-11-10',
            lastContactDate: '2026-11-05',
            referralSource: '紹介',
            priority: ['A', 'B', 'C', ''][i % 4],
            nextAction: `次回打ち合わせ ${i}`,
            progress: progress[i % progress.length],
            obAssignee: ['山本', '佐藤', '田中'][i % 3],
            contactPerson: `担当 ${i}`,
            contactInfo: `c${i}@example.com`,
            phoneNumber: '03-1234-5678',
            meetingVideo: i % 5 === 0 ? `https://video.example.com/${i}` : '',
            isFavorite: i % 11 === 0,
            createdAt: new Date(now - i * 60_000),
          },
        });
      }
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { total: ROWS, clients: CLIENTS, progress: PROGRESS },
  );
  const total = ROWS + 6;

  const navStart = Date.now();
  await page.goto(`${origin}/sa`);
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[role="grid"] [role="rowgroup"] + [role="rowgroup"] [role="row"]')
        .length > 0 && document.body.textContent.includes(`${n}件`),
    total,
    { timeout: 120_000 },
  );
  const navigationMs = Date.now() - navStart;
  const renderedRows = await page.evaluate(
    () =>
      document.querySelectorAll('[role="grid"] [role="rowgroup"] + [role="rowgroup"] [role="row"]')
        .length,
  );

  // Keystroke to next paint while typing in the search box.
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
  await search.pressSequentially(QUERY, { delay: 80 });
  await page.waitForTimeout(500);
  const slow = await page.evaluate(() => window.__eventDurations);
  const durations = slow.filter((e) => e.name === 'keydown').map((e) => e.duration);
  while (durations.length < QUERY.length) durations.push(16);
  durations.sort((a, b) => a - b);
  const matchText = await page.getByText(/件 \/ 全/).textContent();
  await search.fill('');
  await page.waitForFunction((n) => document.body.textContent.includes(`${n}件`), total);

  // Scrolling: 150 frames, 200 px per frame, frame-to-frame times.
  const frames = await page.evaluate(async () => {
    const grid = document.querySelector('[role="grid"]');
    const deltas = [];
    let last = performance.now();
    for (let i = 0; i < 150; i += 1) {
      grid.scrollTop += 200;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      deltas.push(now - last);
      last = now;
    }
    return deltas.sort((a, b) => a - b);
  });
  const rowsWhileScrolled = await page.evaluate(
    () =>
      document.querySelectorAll('[role="grid"] [role="rowgroup"] + [role="rowgroup"] [role="row"]')
        .length,
  );

  // A 10,000-row CSV import through the dialog (UTF-8 with BOM).
  await page.evaluate(() => (document.querySelector('[role="grid"]').scrollTop = 0));
  await page.getByRole('button', { name: 'CSVインポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSVインポート' });
  await dialog.getByLabel('CSVファイル').setInputFiles({
    name: 'bench.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(ROWS), 'utf8'),
  });
  await dialog.getByTestId('csv-preview').waitFor();
  const importStart = Date.now();
  await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await page.getByText(`${ROWS}件のデータをインポートしました`).waitFor({ timeout: 300_000 });
  const importMs = Date.now() - importStart;
  await page.waitForFunction((n) => document.body.textContent.includes(`${n}件`), total + ROWS, {
    timeout: 120_000,
  });
  const importShownMs = Date.now() - importStart;

  console.info(`SA table in Chromium (local mode), ${total} sa_list rows`);
  console.info(`  navigation to a filled table: ${navigationMs} ms`);
  console.info(
    `  rows in the DOM: ${renderedRows} at the top, ${rowsWhileScrolled} while scrolled`,
  );
  console.info(
    `  keystroke to next paint, typing "${QUERY}" (${QUERY.length} keys): median ${round(percentile(durations, 50))} ms, p95 ${round(percentile(durations, 95))} ms, worst ${round(durations.at(-1))} ms (${slow.length} event entries over 16 ms; result: ${matchText})`,
  );
  console.info(
    `  scrolling 150 frames x 200 px: frame median ${round(percentile(frames, 50))} ms, p95 ${round(percentile(frames, 95))} ms, worst ${round(frames.at(-1))} ms`,
  );
  console.info(
    `  CSV import of ${ROWS} rows: ${importMs} ms to the success message, ${importShownMs} ms until the table shows ${total + ROWS} rows`,
  );
} finally {
  await browser.close();
  stopPreview();
}
