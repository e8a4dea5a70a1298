// Ranges and the clipboard on a 10,000-row customer table (issue "SA and OB as a spreadsheet"):
//  - copy of a 1,000-row x 14-column range (Ctrl+C to the clipboard text set),
//  - paste of a 50-row x 14-column block (Ctrl+V to the frame showing its last cell, and to the
//    toast that says it was written),
//  - frames while a range is dragged with the mouse.
import { percentile, round } from './bench-browser.mjs';

const ROWS_SELECTOR = '[role="grid"] [role="rowgroup"] + [role="rowgroup"] [role="row"]';

/** The grid cell at a row's position on screen (0-based) and a column index. */
const cellAt = (page, rowIndex, column) =>
  page.locator(
    `${ROWS_SELECTOR}[aria-rowindex="${rowIndex + 2}"] [role="gridcell"][aria-colindex="${column + 1}"]`,
  );

async function scrollToRow(page, rowIndex, rowHeight = 44) {
  await page.evaluate(
    (top) => (document.querySelector('[role="grid"]').scrollTop = top),
    Math.max(0, rowIndex * rowHeight - 200),
  );
  await page.waitForTimeout(200);
}

/** Selects a cell at rest (a click opens the editor; Escape leaves the cell focused). */
async function selectCell(page, rowIndex, column) {
  await scrollToRow(page, rowIndex);
  await cellAt(page, rowIndex, column).click();
  await page.keyboard.press('Escape');
}

async function copyFigure(page, firstColumn, columns, rows) {
  await selectCell(page, 0, firstColumn);
  await scrollToRow(page, rows - 1);
  await cellAt(page, rows - 1, firstColumn + columns - 1).click({ modifiers: ['Shift'] });
  const selected = await page.evaluate(
    () => document.querySelectorAll('[role="gridcell"][aria-selected="true"]').length,
  );
  // From the copy event's capture (before the grid's handler at the root) to its bubbling to
  // the window (after it): the time the grid takes to build and set the text.
  await page.evaluate(() => {
    window.__copy = new Promise((resolve) => {
      let start = Number.NaN;
      window.addEventListener('copy', () => (start = performance.now()), {
        capture: true,
        once: true,
      });
      window.addEventListener('copy', () => resolve(performance.now() - start), { once: true });
    });
  });
  const pressed = Date.now();
  await page.keyboard.press('Control+c');
  const ms = await page.evaluate(() => window.__copy);
  const roundTrip = Date.now() - pressed;
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const lines = text.split('\r\n');
  return { ms, roundTrip, rows: lines.length, columns: lines[0].split('\t').length, selected };
}

async function pasteFigure(page, firstColumn, rowValues, rows, shownValue) {
  const block = Array.from({ length: rows }, (_, r) => rowValues(r));
  const cells = rows * block[0].length;
  await page.evaluate(
    (text) => navigator.clipboard.writeText(text),
    block.map((line) => line.join('\t')).join('\r\n'),
  );
  await selectCell(page, 0, firstColumn);
  // Not every pasted row is on screen (50 rows of 44 px): watch a value of the first row, which
  // appears in the same render as every other pasted value.
  const lastValue = block[0][shownValue];
  await page.evaluate(
    ({ lastValue, toast }) => {
      window.__paste = new Promise((resolve) => {
        const onKey = (event) => {
          if (event.key !== 'v') return;
          document.removeEventListener('keydown', onKey, true);
          const start = performance.now();
          let painted = Number.NaN;
          const check = () => {
            const elapsed = performance.now() - start;
            if (
              Number.isNaN(painted) &&
              document.querySelector('[role="grid"]').textContent.includes(lastValue)
            )
              painted = elapsed;
            const message = [...document.querySelectorAll('[data-sonner-toast]')].find((t) =>
              t.textContent.includes(toast),
            );
            if (message) resolve({ painted, written: elapsed, message: message.textContent });
            else if (elapsed > 60_000) resolve({ painted, written: Number.NaN });
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        };
        document.addEventListener('keydown', onKey, true);
      });
    },
    { lastValue, toast: '件のセルを貼り付けました' },
  );
  await page.keyboard.press('Control+v');
  return { ...(await page.evaluate(() => window.__paste)), cells };
}

async function dragFigure(page, firstColumn) {
  await scrollToRow(page, 0);
  const from = await cellAt(page, 0, firstColumn).boundingBox();
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__frames.length < 400) window.__frameLoop = requestAnimationFrame(tick);
    };
    window.__frameLoop = requestAnimationFrame(tick);
  });
  // Across 8 columns and down 12 rows and back, in small steps (a hand moving for ~2 s).
  for (let step = 0; step <= 120; step += 1) {
    const t = step <= 60 ? step / 60 : (120 - step) / 60;
    await page.mouse.move(from.x + 10 + t * 8 * 150, from.y + 10 + t * 12 * 44);
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    cancelAnimationFrame(window.__frameLoop);
    return window.__frames.slice(1);
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const medianFrame = percentile(sorted, 50);
  return { fps: 1000 / medianFrame, p95: percentile(sorted, 95), frames: frames.length };
}

/**
 * The range figures of one table. `firstColumn`: index of the first of 14 editable columns;
 * `rowValues(r)`: the 14 values pasted into row r (valid for their columns); `shownValue`: the
 * index of one of them that a cell shows as text.
 */
export async function rangeFigures(page, { firstColumn, rowValues, shownValue }) {
  const copy = await copyFigure(page, firstColumn, 14, 1_000);
  await page.keyboard.press('Escape');
  const paste = await pasteFigure(page, firstColumn, rowValues, 50, shownValue);
  await page.waitForTimeout(500);
  const drag = await dragFigure(page, firstColumn);
  return [
    `  copy of a ${copy.rows} x ${copy.columns} range (${copy.selected} cells selected): the copy handler ${round(copy.ms)} ms (key press to text read back, through Playwright: ${copy.roundTrip} ms)`,
    `  paste of a 50 x 14 block (${paste.cells} cells; "${paste.message}"): Ctrl+V to painted ${round(paste.painted)} ms, to written (toast) ${round(paste.written)} ms`,
    `  dragging a range with the mouse: ${round(drag.fps)} fps (frame median), p95 frame ${round(drag.p95)} ms over ${drag.frames} frames`,
  ];
}
