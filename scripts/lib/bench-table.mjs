// One benchmark for the editable customer tables (SA and OB), measured in Chromium on a built
// local-mode bundle. The table's script gives the collection, the documents to seed and the
// columns to use; this module measures the same things on either table:
//  - time from navigation to a filled table, and rows in the DOM (virtualised),
//  - keystroke in the search box to next paint (Event Timing API, the figure behind INP), and
//    the time from the last keystroke until the filtered table has settled,
//  - sorting by a column header, both directions (click to the frame that paints the new order),
//  - frame times while scrolling,
//  - a change written by another tab while a cell is edited: held, then painted after Enter.
import {
  launchChromium,
  percentile,
  round,
  signInDemo,
  startPreview,
  stopPreview,
} from './bench-browser.mjs';
import { exportFigures } from './bench-export.mjs';
import { rangeFigures } from './bench-ranges.mjs';

/** Reloads measured after the first visit. */
const RELOADS = Number(process.env.BENCH_RELOADS ?? 7);

const BODY_ROWS = '[role="grid"] [role="rowgroup"] + [role="rowgroup"] [role="row"]';

/** Median / p95 / worst of a list of milliseconds, as one line of text. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms, worst ${round(sorted.at(-1))} ms`;
}

/** Client names the seeded rows cycle through (the search query finds one of them). */
export const BENCH_CLIENTS = [
  '株式会社アオバ商事',
  '合同会社ひかりデザイン',
  '株式会社みらい不動産',
  '有限会社さくら食品',
];

/**
 * Writes documents straight into the local database, in the records the app itself writes (one
 * row per document in the 'docs' store; `fields` merged into a stored document, with a new
 * revision). With `broadcast`, then does what another tab's local store does after a write: tells
 * the other tabs on the store's BroadcastChannel which documents changed. Resolves with how many
 * documents the collection holds.
 */
export function writeDocuments(page, collection, docs, broadcast = false) {
  return page.evaluate(
    async ({ collection, docs, broadcast }) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('backoffice-local');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('docs', 'readwrite');
      const store = tx.objectStore('docs');
      for (const [id, fields] of docs) {
        const read = store.get([collection, id]);
        read.onsuccess = () =>
          store.put({
            collection,
            id,
            data: { ...read.result?.data, ...fields },
            rev: crypto.randomUUID().slice(0, 12),
          });
      }
      await new Promise((resolve) => (tx.oncomplete = resolve));
      const count = db
        .transaction('docs')
        .objectStore('docs')
        .index('by-collection')
        .count(collection);
      await new Promise((resolve) => (count.onsuccess = resolve));
      db.close();
      if (broadcast) {
        const channel = new BroadcastChannel('backoffice-local-changes');
        channel.postMessage([{ collection, ids: docs.map(([id]) => id) }]);
        channel.close();
      }
      return count.result;
    },
    { collection, docs, broadcast },
  );
}

const bodyRowCount = (page) =>
  page.evaluate((selector) => document.querySelectorAll(selector).length, BODY_ROWS);

async function observeEventTimings(page) {
  await page.evaluate(() => {
    window.__eventDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__eventDurations.push({ name: entry.name, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
}

/** Event Timing durations of `name` since the last call (events under 16 ms are not reported). */
async function takeEventTimings(page, name) {
  const entries = await page.evaluate(() => window.__eventDurations.splice(0));
  return entries.filter((e) => e.name === name).map((e) => e.duration);
}

/**
 * Clicks a sortable header (a real click, so Event Timing reports it) and resolves with the time
 * from the click to the first animation frame whose DOM shows a different first row (the frame
 * that paints the new order), and the header's `aria-sort` after it.
 */
async function clickSortAndTime(page, header) {
  await page.evaluate((selector) => {
    const first = () => document.querySelector(selector)?.getAttribute('data-row-id');
    const before = first();
    window.__sortPainted = new Promise((resolve) => {
      const onClick = () => {
        document.removeEventListener('click', onClick, true);
        const start = performance.now();
        const check = () => {
          const elapsed = performance.now() - start;
          if (first() !== before || elapsed > 30_000) resolve(elapsed);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      };
      document.addEventListener('click', onClick, true);
    });
  }, BODY_ROWS);
  const cell = page.getByRole('columnheader', { name: header, exact: true });
  await cell.getByRole('button').click();
  const ms = await page.evaluate(() => window.__sortPainted);
  return { ms, sort: await cell.getAttribute('aria-sort') };
}

/**
 * Edits the client name of the first row; meanwhile another tab changes the service name of the
 * third row (not a sorted column, so the row stays in view). The change must stay held (not
 * shown) during the edit; after Enter, the time until it is painted.
 */
async function heldChange(page, other, config, round_) {
  const ids = await page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].map((r) => r.dataset.rowId),
    BODY_ROWS,
  );
  const [editedId, , changedId] = ids;
  const renamed = `別タブで変更したサービス ${round_}`;
  const grid = page.getByRole('grid', { name: config.gridLabel });
  const editedRow = grid.locator(`[data-row-id="${editedId}"]`);
  await editedRow.getByRole('gridcell').nth(config.clientColumnIndex).click();
  const editor = grid.getByRole('textbox', { name: config.clientHeader });
  await editor.fill(`編集中 ${round_}`);
  await writeDocuments(other, config.collection, [[changedId, { serviceName: renamed }]], true);
  // Let the delivery arrive: the grid must keep showing the rows as they were.
  await page.waitForTimeout(800);
  const heldWhileEditing = !(await page.evaluate(
    (text) => document.body.textContent.includes(text),
    renamed,
  ));
  await page.evaluate((text) => {
    window.__heldPainted = new Promise((resolve) => {
      const onKey = (event) => {
        if (event.key !== 'Enter') return;
        document.removeEventListener('keydown', onKey, true);
        const start = performance.now();
        let saved = Number.NaN;
        const check = () => {
          const elapsed = performance.now() - start;
          // The editor closes when the save's write has resolved.
          if (Number.isNaN(saved) && !document.querySelector('[role="grid"] input[type="text"]'))
            saved = elapsed;
          if (document.body.textContent.includes(text)) resolve({ shown: elapsed, saved });
          else if (elapsed > 30_000) resolve({ shown: Number.NaN, saved });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      };
      document.addEventListener('keydown', onKey, true);
    });
  }, renamed);
  await editor.press('Enter');
  const { shown, saved } = await page.evaluate(() => window.__heldPainted);
  return { ms: shown, saved, heldWhileEditing };
}

/**
 * Runs the benchmark on one table. `config`: name, path, collection, gridLabel, searchLabel
 * (optional), query, docs ([id, data][]), sortHeaders (sortable headers to click, may be empty),
 * clientHeader and clientColumnIndex (the cell to edit), heldRounds, `ranges` (optional: the
 * copy / paste / drag figures, bench-ranges.mjs), `exports` (optional: the three export formats,
 * bench-export.mjs), and `extra`
 * (async ({ page, total }) => lines to print) for what only one table has.
 */
export async function runTableBench(config) {
  const port = Number(process.env.BENCH_PORT ?? config.defaultPort);
  const origin = await startPreview(port);
  const browser = await launchChromium();
  const lines = [];
  const print = (line) => lines.push(line);
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await signInDemo(page, origin);
    const total = await writeDocuments(page, config.collection, config.docs);
    console.error(`seeded: ${total} ${config.collection} documents`);

    const filled = () =>
      page.waitForFunction(
        ({ selector, n }) =>
          document.querySelectorAll(selector).length > 0 &&
          document.body.textContent.includes(`${n}件`),
        { selector: BODY_ROWS, n: total },
        { timeout: 180_000, polling: 50 },
      );
    const navStart = Date.now();
    await page.goto(`${origin}${config.path}`);
    await filled();
    const navigationMs = Date.now() - navStart;
    const renderedRows = await bodyRowCount(page);
    print(`${config.name} table in Chromium (local mode), ${total} ${config.collection} rows`);
    print(`  first visit after the rows were written (no snapshot yet): ${navigationMs} ms`);
    // Reloads, as a member reloads the screen: a few seconds on the table first, so its
    // snapshot (src/lib/list-snapshot.ts) is saved as it would be.
    const reloads = [];
    for (let round = 0; round < RELOADS; round += 1) {
      await page.waitForTimeout(2500);
      const start = Date.now();
      await page.reload();
      await filled();
      reloads.push(Date.now() - start);
    }
    print(`  reload to a filled table: ${spread(reloads)} (${reloads.join(', ')} ms)`);
    console.error('table filled');
    // Keystrokes in the search box.
    await observeEventTimings(page);
    const search = page.getByRole('searchbox');
    await search.click();
    await takeEventTimings(page, 'keydown');
    // The last keydown and the last change of the result count, in page time.
    await page.evaluate(() => {
      window.__typing = { lastKey: 0, lastCount: 0 };
      document.addEventListener('keydown', (e) => (window.__typing.lastKey = e.timeStamp), true);
      const count = [...document.querySelectorAll('[aria-live="polite"]')].find((p) =>
        /件/.test(p.textContent),
      );
      new MutationObserver(() => (window.__typing.lastCount = performance.now())).observe(count, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await search.pressSequentially(config.query, { delay: 80 });
    await page.waitForTimeout(1500);
    const settledMs = await page.evaluate(
      () => window.__typing.lastCount - window.__typing.lastKey,
    );
    const keys = await takeEventTimings(page, 'keydown');
    const slowKeys = keys.length;
    while (keys.length < config.query.length) keys.push(16);
    const matchText = await page.getByText(/件 \/ 全/).textContent();
    await search.fill('');
    await page.waitForFunction((n) => document.body.textContent.includes(`${n}件`), total);
    await page.waitForTimeout(300);
    await takeEventTimings(page, 'keydown');

    console.error('search measured');
    // Sorting: each header clicked four times (ascending, descending, ascending, descending).
    const sortLines = [];
    for (const header of config.sortHeaders) {
      const byDirection = { ascending: [], descending: [] };
      const clicks = [];
      for (let i = 0; i < 4; i += 1) {
        const { ms, sort } = await clickSortAndTime(page, header);
        byDirection[sort]?.push(ms);
        await page.waitForTimeout(300);
        clicks.push(...(await takeEventTimings(page, 'click')));
      }
      while (clicks.length < 4) clicks.push(16);
      sortLines.push(
        `  sort by ${header}: click to the frame showing the new order, ascending ${byDirection.ascending.map(round).join(' / ')} ms, descending ${byDirection.descending.map(round).join(' / ')} ms; click event to next paint ${spread(clicks)}`,
      );
    }

    console.error('sorting measured');
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
      return deltas;
    });
    const rowsWhileScrolled = await bodyRowCount(page);
    await page.evaluate(() => (document.querySelector('[role="grid"]').scrollTop = 0));
    await page.waitForTimeout(300);

    console.error('scrolling measured');
    // A change from another tab, held during an edit.
    const other = await context.newPage();
    await other.goto(`${origin}/login`);
    // The new page came to the front: without this the measured tab is a background tab, whose
    // animation frames Chromium throttles (that alone made this figure 100-400 ms).
    await page.bringToFront();
    const held = [];
    const saves = [];
    let allHeld = true;
    for (let i = 1; i <= config.heldRounds; i += 1) {
      const result = await heldChange(page, other, config, i);
      held.push(result.ms);
      saves.push(result.saved);
      allHeld &&= result.heldWhileEditing;
      await page.waitForTimeout(300);
    }
    await other.close();

    print(`  rows in the DOM: ${renderedRows} at the top, ${rowsWhileScrolled} while scrolled`);
    print(
      `  keystroke to next paint, typing "${config.query}" (${config.query.length} keys): ${spread(keys)} (${slowKeys} keydown entries over 16 ms; result: ${matchText})`,
    );
    print(
      settledMs >= 0
        ? `  last keystroke until the filtered table's count changed: ${round(settledMs)} ms`
        : '  last keystroke until the filtered table shows: (the last key did not change the count)',
    );
    lines.push(...sortLines);
    if (config.sortHeaders.length === 0) print('  sorting: the table has no sortable columns');
    print(`  scrolling 150 frames x 200 px: frame ${spread(frames)}`);
    print(
      `  another tab's change held during an edit (${allHeld ? 'held in every round' : 'NOT HELD in some round'}): Enter to the frame showing it, ${held.map(round).join(' / ')} ms (${spread(held)}); Enter to the editor closed (own save written): ${saves.map(round).join(' / ')} ms`,
    );
    if (config.ranges) {
      console.error('ranges');
      lines.push(...(await rangeFigures(page, config.ranges)));
    }
    if (config.exports) {
      console.error('exports');
      await page.keyboard.press('Escape');
      lines.push(...(await exportFigures(page)));
    }
    if (config.extra) lines.push(...(await config.extra({ page, total })));
  } finally {
    await browser.close();
    stopPreview();
  }
  console.info(lines.join('\n'));
}
