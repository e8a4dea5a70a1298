// The customer-table benchmark (scripts/lib/bench-table.mjs) on SA: 10,000 sa_list rows in local
// mode, plus what only SA has: a 10,000-row CSV import through the import dialog (chunks of 500).
// SA's sort figure: by サービス名 and by the client name (the header buttons of a view's sort).
// Run: npm run build && node scripts/bench-sa-browser.mjs   (BENCH_PORT, default 4791)
import { BENCH_CLIENTS, runTableBench } from './lib/bench-table.mjs';

const ROWS = 10_000;
const PROGRESS = ['初回連絡', 'アポ確定', '商談中', '提案済', '受注', '失注', '保留'];

const now = Date.now();
const docs = Array.from({ length: ROWS }, (_, i) => [
  `bench-${i}`,
  {
    corporateNumber: String(1000000000000 + i),
    clientName: `${BENCH_CLIENTS[i % BENCH_CLIENTS.length]} ${i}`,
    serviceName: `サービス ${i % 97}`,
    meetingDate: '2026-11-10',
    lastContactDate: '2026-11-05',
    referralSource: '紹介',
    priority: ['A', 'B', 'C', ''][i % 4],
    nextAction: `次回打ち合わせ ${i}`,
    progress: PROGRESS[i % PROGRESS.length],
    obAssignee: ['山本', '佐藤', '田中'][i % 3],
    contactPerson: `担当 ${i}`,
    contactInfo: `c${i}@example.com`,
    phoneNumber: '03-1234-5678',
    meetingVideo: i % 5 === 0 ? `https://video.example.com/${i}` : '',
    isFavorite: i % 11 === 0,
    createdAt: new Date(now - i * 60_000),
  },
]);

/** `numberOf(i)`: the corporate number of row i (the seeded rows' numbers make it an update). */
function csvOf(rows, numberOf = (i) => String(8000000000000 + i)) {
  const header =
    '法人番号,クライアント名,サービス名,商談日,最終接触日,紹介元,優先度,コメント/ネクストアクション,進捗,担当者,先方担当者,連絡先,電話番号,商談動画URL';
  const lines = [header];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      [
        numberOf(i),
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

/** Chooses the file and resolves with the dialog and the time until the whole-file summary shows. */
async function chooseFile(page, csv) {
  await page.getByRole('button', { name: 'CSVインポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSVインポート' });
  const start = Date.now();
  await dialog.getByLabel('CSVファイル').setInputFiles({
    name: 'bench.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await dialog.getByTestId('import-summary').waitFor();
  return { dialog, summaryMs: Date.now() - start };
}

async function csvImport({ page, total }) {
  const added = await chooseFile(page, csvOf(ROWS));
  const start = Date.now();
  await added.dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  await page.getByText(`${ROWS}件のデータをインポートしました`).waitFor({ timeout: 300_000 });
  const importMs = Date.now() - start;
  await page.waitForFunction((n) => document.body.textContent.includes(`${n}件`), total + ROWS, {
    timeout: 120_000,
  });
  const shownMs = Date.now() - start;
  // The seeded rows' corporate numbers: every row of this file updates an existing customer.
  const updated = await chooseFile(
    page,
    csvOf(ROWS, (i) => String(1000000000000 + i)),
  );
  const updateStart = Date.now();
  await updated.dialog.getByRole('button', { name: 'インポート', exact: true }).click();
  const message = page.locator('[data-sonner-toast]').filter({ hasText: /件を更新しました|失敗/ });
  await message.first().waitFor({ timeout: 300_000 });
  const updateMs = Date.now() - updateStart;
  const said = await message.first().textContent();
  return [
    `  CSV import of ${ROWS} new rows: file chosen to the whole-file summary ${added.summaryMs} ms; ${importMs} ms to the success message, ${shownMs} ms until the table shows ${total + ROWS} rows`,
    `  CSV import of ${ROWS} rows updating existing customers by 法人番号: summary ${updated.summaryMs} ms; ${updateMs} ms to "${said}"`,
  ];
}

await runTableBench({
  name: 'SA',
  defaultPort: 4791,
  path: '/sa',
  collection: 'sa_list',
  gridLabel: 'SA顧客一覧',
  docs,
  query: 'ｱｵﾊﾞ 12',
  sortHeaders: ['サービス名', 'クライアント名'],
  clientHeader: 'クライアント名',
  // The standard view pins the star and the client name first.
  clientColumnIndex: 1,
  heldRounds: 5,
  // 14 editable columns from the pinned client name (column 1) to 商談動画.
  ranges: {
    firstColumn: 1,
    shownValue: 0,
    rowValues: (r) => [
      `貼付会社 ${r}`,
      String(9000000000000 + r),
      '2026/12/01',
      '2026/12/02',
      `紹介元 ${r}`,
      'B',
      `貼付アクション ${r}`,
      `貼付サービス ${r}`,
      `貼付進捗 ${r}`,
      `担当 ${r}`,
      `先方 ${r}`,
      `p${r}@example.com`,
      '03-0000-1111',
      `https://paste.example.com/${r}`,
    ],
  },
  exports: true,
  extra: process.env.BENCH_SKIP_IMPORT ? undefined : csvImport,
});
