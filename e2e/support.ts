import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'demo1234' } as const;

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * The fake Chatwork API the mentions spec starts; playwright.config.ts points the preview
 * servers' CHATWORK_API_BASE at it.
 */
export const chatworkPort = Number(process.env.E2E_CHATWORK_PORT ?? port + 5);
/** The build with demo data (the default baseURL). */
export const demoOrigin = `http://localhost:${port}`;
/** The build made with VITE_LOCAL_SEED=empty: the demo account and no data. */
export const emptyOrigin = `http://localhost:${port + 1}`;
/** A public host name on the same preview server (Chromium resolves *.localhost itself). */
export const hostOrigin = (prefix: 'survey' | 'promotion' | 'results', origin = demoOrigin) =>
  origin.replace('//localhost', `//${prefix}.localhost`);

export async function signIn(page: Page, origin = demoOrigin): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('メールアドレス').fill(DEMO.email);
  await page.getByLabel('パスワード').fill(DEMO.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/surveys$/);
}

/**
 * Two animation frames: dnd-kit reacts to a key press or pointer move in the next frame, and on a
 * loaded machine keys pressed back to back can land before the drag has started or moved.
 */
export const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/** Locators of an editable customer table (SA, OB), found by its accessible name. */
export function customerGrid(label: string) {
  const grid = (page: Page) => page.getByRole('grid', { name: label });
  const clientCell = (page: Page, client: string) =>
    grid(page).getByRole('gridcell', { name: client, exact: true });
  const row = (page: Page, client: string) =>
    grid(page)
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name: client, exact: true }) });
  /** The toolbar's result count ('6件' or '2件 / 全6件'). */
  const count = (page: Page) => page.getByText(/^\d+件( \/ 全\d+件)?$/);
  return { grid, clientCell, row, count };
}
