import { expect, test, type Page } from '@playwright/test';
import { customerGrid, demoOrigin, signIn } from './support';

// SA and OB paint a reload from the rows the browser
// kept (src/lib/list-snapshot.ts), then the live list takes over; a sign-out deletes them.

const { grid, clientCell } = customerGrid('SA顧客一覧');

/** How many table snapshots this browser keeps (the app's own IndexedDB database). */
const snapshotCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('backoffice-list-snapshots', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('lists');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('lists').objectStore('lists').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

/**
 * Holds the local database's answer to the live list's read of `sa_list` (its one read of the
 * collection's index) for 3 s, and notes when the first table row is painted and when the live
 * list got its rows: with the demo's few rows the live read is otherwise as quick as the snapshot.
 */
const slowLiveRead = (page: Page) =>
  page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: Record<string, number> }).__seen = seen;
    const getAll = IDBIndex.prototype.getAll;
    IDBIndex.prototype.getAll = function (this: IDBIndex, ...args: Parameters<IDBIndex['getAll']>) {
      const request = getAll.apply(this, args);
      if (args[0] !== 'sa_list') return request;
      const listen = request.addEventListener.bind(request);
      request.addEventListener = (type: string, listener: EventListener) =>
        listen(type, (event) =>
          type === 'success'
            ? setTimeout(() => {
                seen.liveRows ??= performance.now();
                listener(event);
              }, 3000)
            : listener(event),
        );
      return request;
    };
    new MutationObserver(() => {
      if (document.querySelector('[role="grid"] [role="gridcell"]'))
        seen.firstRow ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });

test('a page load paints the kept rows before the live list has read them; a reload shows what changed meanwhile; a sign-out keeps nothing', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto(`${demoOrigin}/sa`);
  await expect(clientCell(page, '株式会社アオバ商事')).toBeVisible();
  await expect.poll(() => snapshotCount(page), { timeout: 10_000 }).toBe(1);

  // A tab opened now paints the kept rows while the live list's read is held up.
  const held = await context.newPage();
  await slowLiveRead(held);
  await held.goto(`${demoOrigin}/sa`);
  await expect(clientCell(held, '株式会社アオバ商事')).toBeVisible();
  const seen = () =>
    held.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
  await expect.poll(async () => (await seen()).liveRows, { timeout: 10_000 }).toBeGreaterThan(0);
  const { firstRow, liveRows } = await seen();
  expect(firstRow).toBeLessThan(liveRows!);
  await held.close();

  // Another tab renames the customer; this one reloads before keeping the change.
  const other = await context.newPage();
  await other.goto(`${demoOrigin}/sa`);
  await clientCell(other, '株式会社アオバ商事').click();
  const editor = grid(other).getByRole('textbox', { name: 'クライアント名' });
  await editor.fill('株式会社アオバ商事（別タブ）');
  await editor.press('Enter');
  await expect(clientCell(other, '株式会社アオバ商事（別タブ）')).toBeVisible();
  await other.close();
  await page.reload();
  await expect(clientCell(page, '株式会社アオバ商事（別タブ）')).toBeVisible();
  await expect(clientCell(page, '株式会社アオバ商事')).toHaveCount(0);

  // OB keeps its own.
  await page.goto(`${demoOrigin}/ob`);
  await expect(page.getByRole('grid', { name: 'OB顧客一覧' })).toBeVisible();
  await expect.poll(() => snapshotCount(page), { timeout: 10_000 }).toBe(2);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await snapshotCount(page)).toBe(0);
});
