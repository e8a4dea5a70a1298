// The customer-table benchmark (scripts/lib/bench-table.mjs) on OB: 10,000 ob_list rows in local
// mode, sorting by two columns both ways included, and the board (drag to drop painted).
// Run: npm run build && node scripts/bench-ob-browser.mjs   (BENCH_PORT, default 4792)
import { boardFigures } from './lib/bench-board.mjs';
import { BENCH_CLIENTS, runTableBench } from './lib/bench-table.mjs';

const ROWS = 10_000;
const PROGRESS = ['未着手', '進行中', '完了'];
const isoDay = (base, days) =>
  new Date(Date.UTC(2026, 0, 1) + (base + days) * 86_400_000).toISOString().slice(0, 10);

const now = Date.now();
const docs = Array.from({ length: ROWS }, (_, i) => [
  `bench-${i}`,
  {
    // Shuffled so that sorting by slack number really reorders the rows.
    slackNumber: i % 13 === 0 ? '' : `#${10000 + ((i * 7919) % ROWS)}`,
    surveyResponseDate: i % 9 === 0 ? '' : isoDay(i % 300, 0),
    plannedDeliveryDate: i % 9 === 0 ? '' : isoDay(i % 300, 21),
    deliveryDate: i % 3 === 2 ? isoDay(i % 300, 25) : '',
    referralSource: ['代理店', '既存顧客', '紹介', ''][i % 4],
    productCategory: ['新規', '追加/修正', ''][i % 3],
    clientName: `${BENCH_CLIENTS[i % BENCH_CLIENTS.length]} ${(i * 31) % ROWS}`,
    serviceName: `サービス ${i % 97}`,
    progress: PROGRESS[i % PROGRESS.length],
    taskMemo: i % 4 === 0 ? `資料 https://docs.example.com/${i} を送る` : `確認事項 ${i}`,
    obAssignee: ['山本', '佐藤', '田中', ''][i % 4],
    createdAt: new Date(now - i * 60_000),
  },
]);

await runTableBench({
  name: 'OB',
  defaultPort: 4792,
  path: '/ob',
  collection: 'ob_list',
  gridLabel: 'OB顧客一覧',
  docs,
  query: 'ｱｵﾊﾞ 12',
  sortHeaders: ['スラック番号', 'クライアント名'],
  clientHeader: 'クライアント名',
  // The standard view pins the client name first.
  clientColumnIndex: 0,
  heldRounds: 5,
  extra: ({ page }) => boardFigures(page, { from: '未着手', to: '進行中' }),
});
