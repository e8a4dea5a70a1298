import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type * as FakeChatworkModule from '../functions/src/mentions/fake-chatwork-server';
import type { FakeChatwork } from '../functions/src/mentions/fake-chatwork-server';
import { plusDays, tokyoDay, tokyoLocalTime } from '../src/lib/tokyo-time';
import { chatworkPort, signIn } from './support';
import { reviewShot } from './review-shot';

const { startFakeChatwork } = createRequire(import.meta.url)(
  '../functions/src/mentions/fake-chatwork-server.ts',
) as typeof FakeChatworkModule;

/**
 * Reminders in local mode: the browser's clock check (every 30 s) finds the row due and the
 * preview server posts with its notification token (CHATWORK_NOTIFY_TOKEN in
 * playwright.config.ts) to a fake Chatwork.
 */
const MEMBER_KEY = 'e2e-member-key';
const NOTIFY_TOKEN = 'e2e-notify-token';
const ROOM = 77;
const CLIENT = 'リマインド株式会社';

let chatwork: FakeChatwork;
test.beforeAll(async () => {
  chatwork = await startFakeChatwork(
    {
      [MEMBER_KEY]: {
        me: { account_id: 100, name: 'デモ管理者', avatar_image_url: '' },
        rooms: [],
      },
      [NOTIFY_TOKEN]: {
        me: { account_id: 9, name: '通知ボット', avatar_image_url: '' },
        rooms: [{ room_id: ROOM, name: '納品チーム', last_update_time: 0, messages: [] }],
      },
    },
    { port: chatworkPort },
  );
});
test.afterAll(() => chatwork.close());

/** HH:MM in Tokyo, `minutes` from now. */
const tokyoClock = (minutes: number) =>
  tokyoLocalTime(new Date(Date.now() + minutes * 60_000)).slice(11, 16);

async function linkMeToYamamoto(page: Page) {
  await page.goto('/members');
  await page.getByRole('button', { name: 'デモ管理者を編集' }).click();
  const edit = page.getByRole('dialog', { name: 'メンバーを編集' });
  await edit.getByLabel('Chatwork APIキー').fill(MEMBER_KEY);
  await edit.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('メンバー情報を更新しました')).toBeVisible();

  await page.getByRole('button', { name: 'デモ管理者の担当者名を設定' }).click();
  const dialog = page.getByRole('dialog', { name: /担当者名の紐付け/ });
  await dialog.getByRole('checkbox', { name: '山本', exact: true }).check();
  await dialog.getByRole('button', { name: 'ChatWorkから取得' }).click();
  await expect(dialog.getByText('アカウントID: 100')).toBeVisible();
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('担当者名を保存しました')).toBeVisible();
}

test('a rule for tomorrow’s deliveries a minute ahead: exactly one message with the client and [To:] of the member', async ({
  page,
}) => {
  // The page's clock is Playwright's (it runs on, and jumps forward where the test says): the
  // local check every 30 s and the reminder's minute are not waited for in real time.
  await page.clock.install();
  await signIn(page);
  await linkMeToYamamoto(page);

  // An OB row of 山本's, due tomorrow.
  await page.goto('/ob');
  await page.getByRole('button', { name: '新規追加' }).first().click();
  const add = page.getByRole('dialog', { name: '新規顧客追加' });
  await add.getByLabel('スラック番号').fill('#40001');
  await add.getByLabel('クライアント名').fill(CLIENT);
  await add.getByLabel('納品予定日').fill(plusDays(tokyoDay(new Date()), 1));
  await add.getByLabel('OB担当').selectOption('山本');
  await add.getByRole('button', { name: '追加', exact: true }).click();
  await expect(add).toBeHidden();

  // The rule: 納品予定日の1日前, a minute from now, 進捗が完了以外, to the room.
  await page.getByRole('button', { name: 'リマインダー' }).click();
  const settings = page.getByRole('dialog', { name: 'OBのリマインダー' });
  await expect(settings.getByText('例: 納品予定日の1日前 9:00（進捗が完了以外）')).toBeVisible();
  const form = settings.getByRole('form', { name: 'リマインダーを追加' });
  await form.getByLabel('タイミング').selectOption('before');
  await form.getByLabel('日数').fill('1');
  const at = tokyoClock(1);
  await form.getByLabel('時刻（東京）').fill(at);
  await form.getByLabel('送信先のChatWorkルームID').fill(String(ROOM));
  await form.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByText('リマインダーを追加しました')).toBeVisible();
  const described = `納品予定日の1日前 ${at.replace(/^0/, '')}（進捗が完了以外）`;
  await expect(settings.getByRole('list', { name: '設定済みのリマインダー' })).toContainText(
    described,
  );
  await reviewShot(page, { path: test.info().outputPath('reminders-1440x900.png') });
  await page.keyboard.press('Escape');

  // The row's 納品予定日 shows a bell until the reminder fires, named by the rule and its time.
  const row = page
    .getByRole('grid', { name: 'OB顧客一覧' })
    .getByRole('row')
    .filter({ hasText: CLIENT });
  await expect(
    row.getByRole('img', { name: new RegExp(`^リマインダー: ${described}`) }),
  ).toBeVisible();
  await reviewShot(page, { path: test.info().outputPath('reminder-bell-1440x900.png') });

  const posts = () => chatwork.posts.filter((post) => post.roomId === ROOM);
  // Past the rule's minute: the next check sends it.
  await page.clock.fastForward('01:30');
  await expect.poll(() => posts().length, { timeout: 20_000 }).toBe(1);
  const body = posts()[0]!.body;
  expect(body).toContain(`リマインダー: ${described}`);
  expect(body).toContain(`[To:100]山本さん ${CLIENT}`);
  expect(body).toMatch(/\/ob\?row=/);
  expect(posts()[0]!.token).toBe(NOTIFY_TOKEN);
  // A later check sends nothing more: its claim is taken (src/app/local-reminders.test.ts).
});
