import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type * as FakeChatworkModule from '../functions/src/mentions/fake-chatwork-server';
import type { FakeChatwork } from '../functions/src/mentions/fake-chatwork-server';
import { answerSatisfaction, chatworkPort, demoOrigin, signIn } from './support';
import { reviewShot } from './review-shot';

// Issue "Surveys that land on the customer", a Chatwork message on each response: in local mode
// the preview server (scripts/local-functions/) posts with its CHATWORK_NOTIFY_TOKEN to the fake
// Chatwork API on loopback (both set in playwright.config.ts).
const { startFakeChatwork } = createRequire(import.meta.url)(
  '../functions/src/mentions/fake-chatwork-server.ts',
) as typeof FakeChatworkModule;

const TOKEN = 'e2e-notify-token';
const ROOM = 42;
const SURVEY = { id: 'seed-survey-satisfaction', title: 'サービス満足度アンケート 2026' };

let chatwork: FakeChatwork;
test.beforeAll(async () => {
  chatwork = await startFakeChatwork(
    {
      [TOKEN]: {
        me: { account_id: 9, name: '通知ボット', avatar_image_url: '' },
        rooms: [{ room_id: ROOM, name: '営業チーム', last_update_time: 0, messages: [] }],
      },
    },
    { port: chatworkPort },
  );
});
test.afterAll(() => chatwork.close());

async function notifyTo(page: Page, room: string) {
  await page.goto(`${demoOrigin}/surveys/${SURVEY.id}/edit`);
  await page.getByRole('button', { name: '設定' }).click();
  const settings = page.getByRole('dialog', { name: 'アンケート設定' });
  await settings.getByLabel('回答をChatworkに通知').check();
  await settings.getByLabel('ChatworkルームID').fill(room);
  await settings.getByRole('button', { name: '閉じる' }).first().click();
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('アンケートを更新しました')).toBeVisible();
}

async function answer(page: Page, name: string) {
  const visitor = await page.context().newPage();
  await visitor.goto(`${demoOrigin}/survey/${SURVEY.id}`);
  await answerSatisfaction(visitor, name, '5');
  return visitor;
}

test('each response posts one message to the room, with visitor notation made harmless', async ({
  page,
}) => {
  await signIn(page);
  await notifyTo(page, String(ROOM));
  const before = chatwork.posts.length;
  await answer(page, '[To:123][toall]山田');
  await expect.poll(() => chatwork.posts.length).toBe(before + 1);
  // One message per response however often the notifier runs: its claim, tested against the
  // emulators (tests/emulators/functions.test.ts).

  const post = chatwork.posts.at(-1)!;
  expect(post.roomId).toBe(ROOM);
  expect(post.token).toBe(TOKEN);
  expect(post.body).toContain(`[info][title]アンケートに回答がありました: ${SURVEY.title}[/title]`);
  expect(post.body).toContain('■ お名前\n［To:123］［toall］山田');
  expect(post.body).not.toContain('[To:123]');
  expect(post.body).toContain(`/surveys/${SURVEY.id}/results[/info]`);
});

test("a message that cannot be posted shows '通知に失敗しました' with the reason on the results page", async ({
  page,
}) => {
  await signIn(page);
  await notifyTo(page, '999');
  await answer(page, '届かない通知');
  await page.bringToFront();
  await page.goto(`${demoOrigin}/surveys/${SURVEY.id}/results`);
  const failures = page.getByRole('region', { name: /Chatworkへの通知/ });
  await expect(failures).toContainText(
    '通知に失敗しました: ルームID 999 に投稿できません（ルームが存在しないか、通知用のアカウントが参加していません）',
  );
  await reviewShot(page, { path: 'test-results/survey-notify-failed.png' });
  // The answer itself is stored and counted.
  await expect(page.getByRole('row').filter({ hasText: '届かない通知' })).toBeVisible();
});
