// The board figure of a customer table (SA, OB): switches to ボード, then drags cards from one
// 進捗 lane to the next with the mouse and measures, in page time, from the pointer's release to
// the first frame that paints the card in its new lane. Used by the table benches as `extra`.
import { percentile, round } from './bench-browser.mjs';

/** A lane (region) by its status: its name is '{status}（{n}件）'. */
const laneOf = (page, status) =>
  page
    .locator('section[aria-label]')
    .filter({ has: page.locator(`header span:text-is("${status}")`) });

export async function boardFigures(page, { from, to, rounds = 5 }) {
  await page
    .getByRole('group', { name: '表示形式' })
    .getByRole('button', { name: 'ボード' })
    .click();
  await laneOf(page, from).locator('[data-card-id]').first().waitFor();
  const times = [];
  for (let round_ = 0; round_ < rounds; round_ += 1) {
    const card = laneOf(page, from).locator('[data-card-id]').first();
    const id = await card.getAttribute('data-card-id');
    const source = await card.boundingBox();
    const target = await laneOf(page, to).boundingBox();
    await page.evaluate(
      ({ id, to }) => {
        window.__board = { released: 0, painted: 0 };
        document.addEventListener(
          'pointerup',
          () => (window.__board.released = performance.now()),
          {
            capture: true,
            once: true,
          },
        );
        const check = () => {
          const lane = [...document.querySelectorAll('section[aria-label]')].find(
            (section) => section.querySelector('header span')?.textContent === to,
          );
          if (lane?.querySelector(`[data-card-id="${id}"]`) && window.__board.released) {
            window.__board.painted = performance.now();
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { id, to },
    );
    await page.mouse.move(source.x + 20, source.y + 10);
    await page.mouse.down();
    await page.mouse.move(source.x + 40, source.y + 20, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + 150, { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction(() => window.__board.painted > 0, null, { timeout: 30_000 });
    times.push(await page.evaluate(() => window.__board.painted - window.__board.released));
    await page.waitForTimeout(300);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const cards = await page.locator('[data-card-id]').count();
  return [
    `  board: drag a card from ${from} to ${to}, release to the frame painting it there (${rounds} drags): ${times.map(round).join(' / ')} ms (median ${round(percentile(sorted, 50))} ms); cards in the DOM: ${cards}`,
  ];
}
