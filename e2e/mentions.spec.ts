import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type * as FakeChatworkModule from '../functions/src/mentions/fake-chatwork-server';
import type {
  FakeAccount,
  FakeChatwork,
  FakeMessage,
} from '../functions/src/mentions/fake-chatwork-server';
import { chatworkPort, signIn, tokyoDayShown } from './support';
import { reviewShot } from './review-shot';

// The functions' own fake Chatwork server. functions/ is a CommonJS package, so it is required
// rather than imported (an ES import of it finds no named exports).
const { startFakeChatwork } = createRequire(import.meta.url)(
  '../functions/src/mentions/fake-chatwork-server.ts',
) as typeof FakeChatworkModule;

/**
 * Mentions in local mode, end to end: the page calls the same-origin endpoint of `vite preview`
 * (scripts/local-functions/), which runs the Cloud Function's handler against a fake Chatwork API
 * on loopback (CHATWORK_API_BASE is set for the preview servers in playwright.config.ts).
 */
const GOOD_KEY = 'e2e-chatwork-key';
const me: FakeAccount = { account_id: 100, name: 'デモ管理者', avatar_image_url: '' };
const sato: FakeAccount = { account_id: 200, name: '佐藤 花子', avatar_image_url: '' };
const suzuki: FakeAccount = { account_id: 300, name: '鈴木 一郎', avatar_image_url: '' };

const nowSeconds = Math.floor(Date.now() / 1000);
const DAY = 86_400;
const message = (id: number, account: FakeAccount, body: string, ago: number): FakeMessage => ({
  message_id: String(1_700_000_000_000 + id),
  account,
  body,
  send_time: nowSeconds - ago,
});

/** The spec's wording for an instant in Tokyo, computed here independently of the app. */
function tokyoLabel(unixSeconds: number): string {
  const parts = (date: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Tokyo',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .map((p) => [p.type, p.value]),
    );
  const sent = parts(new Date(unixSeconds * 1000));
  const today = parts(new Date());
  const day = (p: Record<string, string>) =>
    Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / (DAY * 1000);
  const days = day(today) - day(sent);
  if (days <= 0) return `today ${Number(sent.hour)}:${sent.minute}`;
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return `${Number(sent.month)}/${Number(sent.day)}`;
}

let chatwork: FakeChatwork;
test.beforeAll(async () => {
  chatwork = await startFakeChatwork(
    {
      [GOOD_KEY]: {
        me,
        rooms: [
          {
            room_id: 11,
            name: '営業チーム',
            last_update_time: nowSeconds - 60,
            messages: [
              message(1, sato, '[To:100]デモ管理者さん\n見積書の確認をお願いします', 60),
              message(2, me, '[To:200]佐藤さん 了解です', 50),
              message(3, suzuki, '[qt][qtmeta aid=200 time=1][To:100]引用[/qt]承知しました', 40),
            ],
          },
          {
            room_id: 22,
            name: '開発定例',
            last_update_time: nowSeconds - 3 * DAY,
            messages: [
              message(
                4,
                suzuki,
                '[rp aid=100 to=22-1700000000000000000]デモ管理者さん\n[info][title]議事録[/title]<b>修正</b>しました[/info]',
                3 * DAY,
              ),
            ],
          },
          { room_id: 33, name: '雑談', last_update_time: nowSeconds - 20 * DAY, messages: [] },
          {
            room_id: 44,
            name: '古いルーム',
            last_update_time: nowSeconds - 10 * DAY,
            messages: [message(5, sato, '[To:100]先月の件です', 10 * DAY)],
          },
        ],
        // One task of the member's, overdue since yesterday.
        tasks: [
          {
            task_id: 900,
            room: { room_id: 11, name: '営業チーム' },
            assigned_by_account: sato,
            message_id: '1700000000001',
            body: '請求書の送付',
            limit_time: nowSeconds - 2 * DAY,
            status: 'open',
          },
        ],
      },
    },
    { port: chatworkPort },
  );
});
test.afterAll(() => chatwork.close());

/** Sets the member's own key where a member does: the edit dialog of their row on /members. */
async function setOwnChatworkKey(page: Page, apiKey: string) {
  await page.goto('/members');
  await page.getByRole('button', { name: 'デモ管理者を編集' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを編集' });
  await dialog.getByLabel('Chatwork APIキー').fill(apiKey);
  await dialog.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('メンバー情報を更新しました')).toBeVisible();
}

test('without a key of your own: the warning with a link to /members, and no fetch', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/mentions');
  await expect(page.getByRole('heading', { name: 'メンション', level: 1 })).toBeVisible();
  const warning = page
    .getByRole('alert')
    .filter({ hasText: 'ChatWork API KEYが設定されていません' });
  await expect(warning).toBeVisible();
  await expect(page.getByRole('button', { name: 'メンションを取得' })).toBeDisabled();
  await reviewShot(page, { path: test.info().outputPath('mentions-no-key-1440x900.png') });
  await warning.getByRole('link', { name: '管理者アカウントへ' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: 'デモ管理者を編集' })).toBeVisible();
});

test('with a key: the mentions of others, newest first, through the same-origin endpoint', async ({
  page,
}) => {
  await signIn(page);
  await setOwnChatworkKey(page, GOOD_KEY);
  await page.goto('/mentions');
  chatwork.requests.length = 0;

  const call = page.waitForRequest((request) =>
    request.url().endsWith('/__functions/getChatworkMentions'),
  );
  await page.getByRole('button', { name: 'メンションを取得' }).click();
  expect(new URL((await call).url()).origin).toBe(new URL(page.url()).origin);

  await expect(page.getByText('3件のメンションを取得しました')).toBeVisible();
  const cards = page.getByRole('list', { name: 'メンション一覧' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);

  // Newest first; own messages and quoted mentions are left out.
  await expect(cards.nth(0)).toContainText('佐藤 花子');
  await expect(cards.nth(0)).toContainText('営業チーム');
  await expect(cards.nth(0)).toContainText(tokyoLabel(nowSeconds - 60));
  await expect(cards.nth(0)).toContainText('見積書の確認をお願いします');
  await expect(cards.nth(0)).not.toContainText('[To:');
  await expect(cards.nth(0).getByRole('link', { name: 'ChatWorkで開く' })).toHaveAttribute(
    'href',
    'https://www.chatwork.com/#!rid11-1700000000001',
  );
  await expect(cards.nth(0).getByRole('link', { name: 'ChatWorkで開く' })).toHaveAttribute(
    'target',
    '_blank',
  );

  await expect(cards.nth(1)).toContainText('鈴木 一郎');
  await expect(cards.nth(1)).toContainText('開発定例');
  await expect(cards.nth(1)).toContainText('3 days ago');
  // Markup stripped, HTML shown as text.
  await expect(cards.nth(1)).toContainText('議事録');
  await expect(cards.nth(1)).toContainText('<b>修正</b>しました');
  await expect(cards.nth(1).locator('b')).toHaveCount(0);

  await expect(cards.nth(2)).toContainText('古いルーム');
  await expect(cards.nth(2)).toContainText(tokyoLabel(nowSeconds - 10 * DAY));
  await expect(page.getByText('承知しました')).toHaveCount(0);
  await expect(page.getByText('佐藤さん 了解です')).toHaveCount(0);

  // The key reached Chatwork only in its header.
  expect(chatwork.requests.map((r) => r.path)).toContain('/v2/me');
  expect(chatwork.requests.every((r) => r.token === GOOD_KEY && !r.path.includes(GOOD_KEY))).toBe(
    true,
  );

  await reviewShot(page, { path: test.info().outputPath('mentions-1440x900.png') });
});

test('a key Chatwork rejects: the failure message with its reason', async ({ page }) => {
  await signIn(page);
  await setOwnChatworkKey(page, 'revoked-key');
  await page.goto('/mentions');
  await page.getByRole('button', { name: 'メンションを取得' }).click();
  const failure =
    'メンションの取得に失敗しました: ChatWork API KEYが無効です。管理者アカウント画面で正しいキーを設定してください';
  await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible();
  await expect(page.getByText(failure)).toHaveCount(2); // the toast and the panel
  await expect(page.getByRole('list', { name: 'メンション一覧' })).toHaveCount(0);
});

test('the inbox: read here and in Chatwork, a reply posted as the member, a task made and done, the badge, a second fetch', async ({
  page,
}) => {
  await signIn(page);
  await setOwnChatworkKey(page, GOOD_KEY);
  await page.goto('/mentions');
  const mentionsLink = page.getByRole('navigation').getByRole('link', { name: 'メンション' });

  await page.getByRole('button', { name: 'メンションを取得' }).click();
  await expect(page.getByText('3件のメンションを取得しました')).toBeVisible();
  const list = page.getByRole('list', { name: 'メンション一覧' });
  const card = (text: string) => list.getByRole('listitem').filter({ hasText: text });
  // 佐藤's mention was answered with a To back in the same room: 返信済 by itself.
  await expect(card('見積書の確認をお願いします')).toContainText('返信済');
  await expect(card('議事録')).toContainText('未読');
  // Two unanswered mentions and one overdue task.
  await expect(mentionsLink).toContainText('3');
  await expect(mentionsLink).toHaveAccessibleDescription(
    '未対応のメンションと期限切れのタスク 3件',
  );

  // Opening one marks it read here and in Chatwork.
  chatwork.reads.length = 0;
  await card('議事録').getByRole('button', { name: '既読にする' }).click();
  await expect(card('議事録')).toContainText('既読');
  await expect
    .poll(() => chatwork.reads)
    .toEqual([{ roomId: 22, messageId: '1700000000004', token: GOOD_KEY }]);

  // A reply written here, posted as the member with the reply tag: 返信済.
  await card('先月の件です').getByRole('button', { name: '返信' }).click();
  const replyDialog = page.getByRole('dialog', { name: 'ChatWorkで返信' });
  await replyDialog.getByLabel('返信内容').fill('確認しました。明日お送りします');
  await replyDialog.getByRole('button', { name: '自分として返信を投稿' }).click();
  await expect(page.getByText('返信を投稿しました')).toBeVisible();
  await expect(card('先月の件です')).toContainText('返信済');
  expect(chatwork.posts.at(-1)).toEqual({
    roomId: 44,
    token: GOOD_KEY,
    body: '[rp aid=200 to=44-1700000000005]佐藤 花子さん\n確認しました。明日お送りします',
  });
  await expect(mentionsLink).toHaveAccessibleDescription(
    '未対応のメンションと期限切れのタスク 2件',
  );

  // A task for the member, due tomorrow by default, then done from マイタスク.
  await card('議事録').getByRole('button', { name: 'タスクにする' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'ChatWorkのタスクにする' });
  await taskDialog.getByLabel('タスクの内容').fill('議事録の修正を確認');
  await taskDialog.getByRole('button', { name: 'タスクを作成' }).click();
  await expect(page.getByText('タスクを作成しました')).toBeVisible();
  await page.getByRole('tab', { name: 'マイタスク' }).click();
  const tasks = page.getByRole('list', { name: 'マイタスク一覧' });
  await expect(tasks.getByRole('listitem')).toHaveCount(2);
  await expect(tasks.getByRole('listitem').nth(0)).toContainText('請求書の送付');
  await expect(tasks.getByRole('listitem').nth(0)).toContainText('期限切れ');
  await expect(tasks.getByRole('listitem').nth(1)).toContainText('議事録の修正を確認');
  await reviewShot(page, { path: test.info().outputPath('my-tasks-1440x900.png') });
  await tasks
    .getByRole('listitem')
    .filter({ hasText: '議事録の修正を確認' })
    .getByRole('button', { name: '完了にする' })
    .click();
  await expect(page.getByText('タスクを完了にしました')).toBeVisible();
  await expect(tasks.getByRole('listitem')).toHaveCount(1);

  // A second fetch reads only the room updated since and adds only the new mention.
  await page.getByRole('tab', { name: 'メンション' }).click();
  const room11 = chatwork.users.get(GOOD_KEY)!.rooms.find((room) => room.room_id === 11)!;
  room11.messages.push(message(6, suzuki, '[To:100]アオバ商事さんの件で新しいお願いです', 0));
  room11.last_update_time = Math.floor(Date.now() / 1000) + 1;
  chatwork.requests.length = 0;
  await page.getByRole('button', { name: 'メンションを取得' }).click();
  await expect(page.getByText('1件のメンションを取得しました')).toBeVisible();
  await expect(card('新しいお願いです')).toHaveCount(1);
  await expect(card('見積書の確認をお願いします')).toHaveCount(1);
  // Room 11 has the new message and room 44 the member's reply; room 22 has nothing new.
  expect(
    chatwork.requests
      .filter((r) => r.path.includes('/messages'))
      .map((r) => r.path)
      .sort(),
  ).toEqual(['/v2/rooms/11/messages?force=1', '/v2/rooms/44/messages?force=1']);
  await expect(mentionsLink).toHaveAccessibleDescription(
    '未対応のメンションと期限切れのタスク 3件',
  );
  await reviewShot(page, { path: test.info().outputPath('mentions-inbox-1440x900.png') });

  // After a reload the default filter 未対応 leaves out what is answered.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(card('見積書の確認をお願いします')).toHaveCount(0);

  // A mention naming a customer links to its rows in SA and OB.
  const customerLink = card('新しいお願いです').getByRole('link', {
    name: '株式会社アオバ商事（SA）',
  });
  await expect(card('新しいお願いです').getByRole('link', { name: /（OB）$/ })).toHaveCount(1);

  // 活動として記録: the dialog comes with 種類 Chatwork, the message and the SA customer chosen.
  await card('新しいお願いです')
    .getByRole('button', { name: '活動として記録（株式会社アオバ商事・SA）' })
    .click();
  const activity = page.getByRole('dialog', { name: '活動を記録' });
  await expect(activity).toContainText('顧客: 株式会社アオバ商事');
  await expect(activity.getByLabel('種類')).toHaveValue('Chatwork');
  await expect(activity.getByLabel('内容')).toHaveValue(/アオバ商事さんの件で新しいお願いです/);
  await activity.getByRole('button', { name: '保存' }).click();
  await expect(activity).toBeHidden();
  await customerLink.click();
  await expect(page).toHaveURL(/\/sa\?row=seed-sa-\d+$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'リンク先の顧客: 株式会社アオバ商事' }),
  ).toBeVisible();
  await expect(page.locator(':focus')).toContainText('株式会社アオバ商事');
  // The row stands out (outlined) until the notice is closed.
  const outlined = page.locator('[role="row"][data-row-id]').filter({
    has: page.getByRole('gridcell', { name: '株式会社アオバ商事', exact: true }),
  });
  await expect(outlined).toHaveCSS('outline-style', 'solid');
  // The activity logged from the mention moved the row's 最終接触日 to today.
  await expect(outlined).toContainText(tokyoDayShown());
  await reviewShot(page, { path: test.info().outputPath('sa-linked-row-1440x900.png') });
  await page.getByRole('button', { name: 'リンクの表示を閉じる' }).click();
  await expect(outlined).toHaveCSS('outline-style', 'none');
});

test('the webhook in local mode: the URL shown, a forged delivery refused, a signed one in the inbox within seconds, once', async ({
  page,
  request,
}) => {
  const token = Buffer.from('e2e-webhook-secret-of-the-member').toString('base64');
  await signIn(page);
  await page.goto('/mentions');
  await page.getByRole('button', { name: 'Webhook設定' }).click();
  const dialog = page.getByRole('dialog', { name: 'Webhookでメンションを即時受信' });
  const url = await dialog.getByLabel('Webhook URL（ChatWorkに登録するURL）').inputValue();
  expect(url).toMatch(/\/__webhooks\/chatwork\?member=[\w-]+$/);
  await dialog.getByLabel('Webhookトークン').fill(token);
  await reviewShot(page, { path: test.info().outputPath('webhook-settings-1440x900.png') });
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('Webhookトークンを保存しました')).toBeVisible();

  /** A mention_to_me event as Chatwork posts it, with its signature under `token`. */
  const event = (messageId: string, text: string) => {
    const body = JSON.stringify({
      webhook_setting_id: '1',
      webhook_event_type: 'mention_to_me',
      webhook_event_time: nowSeconds,
      webhook_event: {
        from_account_id: 200,
        to_account_id: 100,
        room_id: 11,
        message_id: messageId,
        body: `[To:100]${text}`,
        send_time: nowSeconds,
        update_time: 0,
      },
    });
    const signature = createHmac('sha256', Buffer.from(token, 'base64'))
      .update(body)
      .digest('base64');
    return { body, signature };
  };
  const deliver = ({ body }: { body: string }, sig: string) =>
    request.post(url, {
      data: body,
      headers: { 'content-type': 'application/json', 'x-chatworkwebhooksignature': sig },
    });
  const urgent = event('1700000000077', '至急ご確認ください');

  // Forged: refused with no detail, and nothing arrives.
  const forged = await deliver(urgent, Buffer.from('not the signature').toString('base64'));
  expect(forged.status()).toBe(401);
  expect(await forged.text()).toBe('');

  // Give the browser time to register the token with its server.
  await expect
    .poll(async () => (await deliver(urgent, urgent.signature)).status(), { timeout: 15_000 })
    .toBe(200);
  const list = page.getByRole('list', { name: 'メンション一覧' });
  const cards = (text: string) => list.getByRole('listitem').filter({ hasText: text });
  await expect(cards('至急ご確認ください')).toHaveCount(1);
  // A redelivery changes nothing: once a later mention has arrived, the browser has taken
  // everything the server held before it, the redelivery included.
  expect((await deliver(urgent, urgent.signature)).status()).toBe(200);
  const later = event('1700000000078', '続けてご確認ください');
  expect((await deliver(later, later.signature)).status()).toBe(200);
  await expect(cards('続けてご確認ください')).toHaveCount(1);
  await expect(cards('至急ご確認ください')).toHaveCount(1);
  // The webhook names no one: the card says the next fetch will.
  await expect(list.getByRole('listitem').filter({ hasText: '至急ご確認ください' })).toContainText(
    '（送信者は次回の取得で表示されます）',
  );
});
