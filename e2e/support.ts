import { expect, type Locator, type Page } from '@playwright/test';
import { plusDays, tokyoDay } from '../src/lib/tokyo-time';
import { DEFAULT_DATABASE_NAME } from '../src/lib/backend/local/local-database';
import { DEMO_ACCOUNT } from '../src/lib/backend/local/seed/demo-account';
import { ports } from './ports';

export const DEMO = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } as const;

/** The fake Chatwork API the mentions, reminders and notification specs start. */
export const chatworkPort = ports.chatwork;
/** The fake OpenAI-compatible API e2e/survey-results.spec.ts starts. */
export const fakeAiPort = ports.fakeAi;
/** The demo build served with AI_API_BASE / AI_API_KEY pointing at that fake (playwright.config.ts). */
export const aiOrigin = `http://localhost:${ports.ai}`;
/** The build with demo data (the default baseURL). */
export const demoOrigin = `http://localhost:${ports.demo}`;
/** The build made with VITE_LOCAL_SEED=empty: the demo account and no data. */
export const emptyOrigin = `http://localhost:${ports.empty}`;
/** A public host name on the same preview server (Chromium resolves *.localhost itself). */
export const hostOrigin = (prefix: 'survey' | 'promotion' | 'results', origin = demoOrigin) =>
  origin.replace('//localhost', `//${prefix}.localhost`);

/** The sign-in form, walked as a person does, to the survey list. */
export async function signInWithForm(page: Page, origin = demoOrigin): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('メールアドレス').fill(DEMO.email);
  await page.getByLabel('パスワード').fill(DEMO.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/surveys$/);
}

const startedSignedIn = new WeakSet<Page>();
/** This worker's local-mode builds, whose session lives in localStorage. */
const LOCAL_ORIGINS = [demoOrigin, emptyOrigin, aiOrigin];

/** Where local mode keeps the signed-in account (LocalAuth's session key). */
const SESSION_KEY = `${DEFAULT_DATABASE_NAME}.session`;

/**
 * Opens the survey list signed in as the demo account, as a returning member finds it: the
 * session the sign-in form stores (local mode keeps it in localStorage) is there when the page
 * loads, once per tab, so signing out later in the test stays signed out. The form itself is
 * walked by e2e/auth.spec.ts (signInWithForm); here it would cost every test a page and a
 * password hash.
 */
export async function signIn(page: Page, origin = demoOrigin): Promise<void> {
  // The Firebase build signs in with Firebase Auth, and a second sign-in in one tab follows a
  // sign-out: the form, as the person would.
  if (!LOCAL_ORIGINS.includes(origin) || startedSignedIn.has(page))
    return signInWithForm(page, origin);
  startedSignedIn.add(page);
  await page.addInitScript(
    ({ key, session, at }) => {
      if (window.location.origin !== at || sessionStorage.getItem('e2e.signed-in')) return;
      sessionStorage.setItem('e2e.signed-in', '1');
      localStorage.setItem(key, session);
    },
    {
      key: SESSION_KEY,
      session: JSON.stringify({ uid: DEMO_ACCOUNT.uid, email: DEMO_ACCOUNT.email }),
      at: new URL(origin).origin,
    },
  );
  await page.goto(`${origin}/surveys`);
  // The URL holds until the app has read the session; the menu shows only once it has.
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
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

/**
 * Until nothing in `container` moves: no transition or animation running in it, and none of its
 * `items` displaced by an inline transform. After a drop (pointer or keyboard), dnd-kit slides
 * the items that moved into their new places (a transform, then a transition, slower on a loaded
 * machine): a box measured meanwhile is where an item was, and a press there lands on another
 * item's handle, or on none.
 */
export async function atRest(container: Locator, items: string): Promise<void> {
  const element = await container.elementHandle();
  await container
    .page()
    .waitForFunction(
      ([root, selector]) =>
        root !== null &&
        root.getAnimations({ subtree: true }).length === 0 &&
        [...root.querySelectorAll<HTMLElement>(selector)].every(
          (item) => item.style.transform === '' || item.style.transform === 'none',
        ),
      [element, items] as const,
      { polling: 'raf' },
    );
}

/**
 * Drops the palette part `type` on the builder's canvas with the keyboard only (dnd-kit's
 * keyboard sensor: Space to lift, arrows to move left onto the canvas, Space to drop).
 */
export async function dropPartWithKeyboard(page: Page, type: string): Promise<void> {
  await page.getByTestId(`palette-${type}`).focus();
  await page.keyboard.press('Space');
  await settle(page);
  for (let i = 0; i < 16; i += 1) await page.keyboard.press('ArrowLeft');
  await settle(page);
  await page.keyboard.press('Space');
}

/** A seeded list (surveys, promotions) has one draft, one published and one closed row. */
export async function expectOneToggleOfEachStatus(page: Page): Promise<void> {
  for (const next of ['click to close', 'click to publish', 'click to reopen'])
    await expect(page.getByRole('switch', { name: next })).toHaveCount(1);
}

/** A search that matches nothing shows the spec's two lines instead of the table. */
export async function expectNoMatch(page: Page, search: Locator): Promise<void> {
  await search.fill('zzz-nothing');
  await expect(page.getByText('検索結果がありません')).toBeVisible();
  await expect(page.getByText('条件を変更して再度検索してください')).toBeVisible();
}

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

/**
 * A visitor sends the demo survey 'サービス満足度アンケート 2026' on the page already open: its
 * required questions (お名前, ご利用中のプラン プレミアム, 総合満足度 `rating`) and any `more`
 * text answers by label, then waits for the result page.
 */
export async function answerSatisfaction(
  visitor: Page,
  name: string,
  rating = '4',
  more: Record<string, string> = {},
) {
  await visitor.getByLabel('お名前').fill(name);
  await visitor
    .getByRole('radiogroup', { name: 'ご利用中のプラン' })
    .getByLabel('プレミアム')
    .check();
  await visitor
    .getByRole('radiogroup', { name: '総合満足度' })
    .getByLabel(rating)
    .check({ force: true });
  for (const [label, text] of Object.entries(more)) await visitor.getByLabel(label).fill(text);
  await visitor.getByRole('button', { name: '送信する' }).click();
  await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
}

/** Today in Tokyo plus `days`, as the tables show it (YYYY/MM/DD). */
export function tokyoDayShown(days = 0): string {
  return plusDays(tokyoDay(new Date()), days).replaceAll('-', '/');
}

/** 別名で保存 of the changed view on screen, as `name` for the team or for oneself, and waits. */
export async function saveViewAs(page: Page, name: string, audience: 'チーム' | '自分のみ') {
  await page
    .getByRole('group', { name: '未保存の変更' })
    .getByRole('button', { name: '別名で保存' })
    .click();
  const dialog = page.getByRole('dialog', { name: '別名で保存' });
  await dialog.getByLabel('ビュー名').fill(name);
  await dialog.getByRole('radio', { name: audience }).check();
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText(`ビュー「${name}」を保存しました`)).toBeVisible();
  await expect(page.getByText('未保存の変更')).toHaveCount(0);
}

/** The 顧客詳細 タイムライン's filter set to one kind ('活動', 'コメント', …), exactly that button. */
export async function showTimelineKind(page: Page, kind: string): Promise<Locator> {
  const timeline = page.getByRole('region', { name: 'タイムライン' });
  await timeline
    .getByRole('group', { name: '表示する項目' })
    .getByRole('button', { name: kind, exact: true })
    .click();
  return timeline.getByRole('list', { name: 'タイムライン' });
}
