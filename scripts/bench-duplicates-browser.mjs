// 名寄せ at 10,000 rows, in Chromium (local mode, the built app): how long the add form takes from
// a keystroke to the painted warning (the candidates of one entry, found and shown), how long a client-
// name cell editor takes from a keystroke to its painted warning, and how long 重複の候補 takes
// from navigation to the painted list of pairs (every pair across the table). The rows are made
// like a real table's: 10,000 companies, 3% of them entered twice in another spelling
// (前株/後株, (株), widths), half with a 法人番号, phones and e-mail domains mostly their own.
// Run: npm run build && npm run bench:duplicates   (BENCH_PORT, default 4795)
import {
  launchChromium,
  percentile,
  round,
  signInDemo,
  startPreview,
  stopPreview,
} from './lib/bench-browser.mjs';
import { writeDocuments } from './lib/bench-table.mjs';

const ROWS = 10_000;
const ROUNDS = 5;
const KINDS = ['商事', '工業', 'システムズ', '不動産', '食品', 'デザイン', '物流', '電機'];
const FORMS = [
  (n) => `株式会社${n}`,
  (n) => `${n}株式会社`,
  (n) => `有限会社${n}`,
  (n) => `合同会社${n}`,
];
const VARIANTS = [(n) => `(株)${n}`, (n) => `${n}（株）`, (n) => `㈱${n}`];

/** Row i's company: a name of its own (a number spelled in kana-free text keeps them apart). */
const company = (i) =>
  `${['アオバ', 'ひかり', 'みらい', 'さくら', 'ミドリ'][i % 5]}${KINDS[i % 8]}${i}`;

function documents() {
  const now = Date.now();
  return Array.from({ length: ROWS }, (_, i) => {
    // The last 3%: another spelling of an earlier company, typed in a hurry.
    const twin = i >= ROWS * 0.97 ? i - Math.floor(ROWS * 0.5) : null;
    const name = twin === null ? FORMS[i % 4](company(i)) : VARIANTS[i % 3](company(twin));
    return [
      `dup-bench-${i}`,
      {
        corporateNumber: i % 2 === 0 && twin === null ? String(5000000000000 + i) : '',
        clientName: name,
        serviceName: `サービス ${i % 97}`,
        progress: ['初回連絡', '商談中', '受注'][i % 3],
        obAssignee: ['山本', '佐藤', '田中'][i % 3],
        contactInfo: `info@company${i}.co.jp`,
        phoneNumber: `03-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i).padStart(4, '0')}`,
        isFavorite: false,
        createdAt: new Date(now - i * 60_000),
      },
    ];
  });
}

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${round(percentile(sorted, 50))} ms, worst ${round(sorted.at(-1))} ms`;
};

/** Resolves with the ms from `act` until the next frame after `selector` holds `text`. */
async function timeToPaint(page, act, selector, text) {
  await page.evaluate(
    ({ selector, text }) => {
      window.__painted = new Promise((resolve) => {
        const start = performance.now();
        window.__actStart = start;
        const check = () => {
          const found = [...document.querySelectorAll(selector)].some((node) =>
            node.textContent.includes(text),
          );
          if (found) requestAnimationFrame(() => resolve(performance.now() - window.__actStart));
          else requestAnimationFrame(check);
        };
        check();
      });
    },
    { selector, text },
  );
  await page.evaluate(() => (window.__actStart = performance.now()));
  await act();
  return page.evaluate(() => window.__painted);
}

const port = Number(process.env.BENCH_PORT ?? 4795);
const origin = await startPreview(port);
const browser = await launchChromium();
const lines = [];
try {
  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await signInDemo(page, origin);
  const total = await writeDocuments(page, 'sa_list', documents());
  console.error(`seeded: ${total} sa_list documents`);
  lines.push(`名寄せ in Chromium (local mode), ${total} sa_list rows`);

  // 重複の候補: navigation to the painted pairs (its rows come from the table's live list).
  const views = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = Date.now();
    await page.goto(`${origin}/sa/duplicates`);
    await page.getByRole('status').filter({ hasText: /組$/ }).waitFor({ timeout: 120_000 });
    views.push(Date.now() - start);
  }
  const pairs = await page.getByRole('status').filter({ hasText: /組$/ }).textContent();
  lines.push(`  重複の候補, navigation to the painted list (${pairs}): ${spread(views)}`);

  // The add form: the keystroke that makes the name a likely duplicate, to the painted warning.
  await page.goto(`${origin}/sa`);
  await page.getByText(`${total}件`).waitFor({ timeout: 120_000 });
  const entries = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await page.getByRole('button', { name: '新規追加' }).first().click();
    const dialog = page.getByRole('dialog', { name: '新規顧客追加' });
    const name = dialog.getByLabel(/^クライアント名/);
    const typed = `(株)${company(100 + round * 4)}`;
    await name.fill(typed.slice(0, -1));
    entries.push(
      await timeToPaint(
        page,
        () => name.press(typed.at(-1)),
        '[role="dialog"] [role="alert"]',
        '同じ会社の可能性がある行があります',
      ),
    );
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  lines.push(`  add form, keystroke to the painted warning: ${spread(entries)}`);
  // The app measures its own work (duplicates-context.tsx): finding one entry's candidates, and
  // building the index over every row (on each delivery of the live list).
  const measured = await page.evaluate(() =>
    Object.fromEntries(
      ['duplicates:candidates', 'duplicates:index'].map((name) => [
        name,
        performance.getEntriesByName(name).map((entry) => entry.duration),
      ]),
    ),
  );
  lines.push(`  the candidates of one entry: ${spread(measured['duplicates:candidates'])}`);
  lines.push(
    `  the index over every row, built when first asked: ${round(measured['duplicates:index'][0])} ms`,
  );

  // A client-name cell: one keystroke that makes the name a likely duplicate, to its warning.
  const keystrokes = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const cell = page.locator('[data-cell$="|clientName"]').nth(round);
    await cell.click();
    const input = page.getByRole('textbox', { name: 'クライアント名' });
    await input.fill(`${company(200 + round * 4)}(株`);
    keystrokes.push(
      await timeToPaint(page, () => input.press(')'), '[role="status"]', '同じ会社の可能性'),
    );
    await input.press('Escape');
  }
  lines.push(`  client-name cell, keystroke to the painted warning: ${spread(keystrokes)}`);

  // After a teammate's (or one's own) change the index is built again when next asked: only the
  // changed row's keys are normalised again.
  const service = page.locator('[data-cell$="|serviceName"]').first();
  await service.click();
  await page.getByRole('textbox', { name: 'サービス名' }).fill('名寄せベンチ');
  await page.keyboard.press('Enter');
  await page.getByRole('gridcell', { name: '名寄せベンチ' }).waitFor();
  const cell = page.locator('[data-cell$="|clientName"]').first();
  await cell.click();
  await page.getByRole('textbox', { name: 'クライアント名' }).press('End');
  await page.getByRole('textbox', { name: 'クライアント名' }).press('Escape');
  const rebuilt = await page.evaluate(() =>
    performance.getEntriesByName('duplicates:index').map((entry) => entry.duration),
  );
  lines.push(
    `  the index built again after a change: ${round(rebuilt.at(-1))} ms (${rebuilt.length} builds)`,
  );
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  stopPreview();
}
