import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type * as FakeChatworkModule from '../../functions/src/mentions/fake-chatwork-server';
import type { FakeChatwork } from '../../functions/src/mentions/fake-chatwork-server';
import { EMULATOR_TEST_SECRETS, FAKE_CHATWORK_PORT } from '../../scripts/lib/emulator-test-env.mjs';
import { customerGrid, signInWithForm } from '../support';
import { answerThreeAndCheckResults, buildSurvey } from '../survey-logic-flow';
import {
  adminDb,
  ORIGIN,
  RATING_FIELD,
  seedLinkRules,
  seedRow,
  seedSurvey,
  unique,
} from './emulator-data';

// 表示条件 on the Firebase build against the emulators: the rules take the survey's rules and the
// link's values, the responses trigger counts who was shown a question.
test('a question shown only for 利用中, built, answered and counted on the Firebase build', async ({
  page,
  context,
}) => {
  const title = unique('条件つき調査');
  const url = await buildSurvey(page, ORIGIN, title);
  await answerThreeAndCheckResults(page, context, ORIGIN, title, url);
});

// The functions' package is CommonJS: its fake is required, as e2e/survey-notify.spec.ts does.
const { startFakeChatwork } = createRequire(import.meta.url)(
  '../../functions/src/mentions/fake-chatwork-server.ts',
) as typeof FakeChatworkModule;

// The survey's Chatwork room, on a fake Chatwork where the functions post (CHATWORK_API_BASE and
// the notification token of the emulator runs: scripts/lib/emulator-test-env.mjs). Only this
// test starts it: the functions suite, which starts its own, has finished by then.
const ROOM = 4343;
let chatwork: FakeChatwork | undefined;
test.afterAll(() => chatwork?.close());

test("a question on the customer's 進捗 shows through that customer's personal link only; the answer reaches the room once", async ({
  page,
  browser,
}) => {
  chatwork = await startFakeChatwork(
    {
      [EMULATOR_TEST_SECRETS.CHATWORK_NOTIFY_TOKEN]: {
        me: { account_id: 1, name: '通知ボット', avatar_image_url: '' },
        rooms: [{ room_id: ROOM, name: '回答通知', last_update_time: 1, messages: [] }],
      },
    },
    { port: FAKE_CHATWORK_PORT, host: '127.0.0.1' },
  );
  const client = unique('条件不動産');
  await seedRow('ob_list', { clientName: client, progress: '納品済み' });
  const title = unique('納品後の調査');
  // As the builder stores it: the survey names a reference, the staff-only rules what it means.
  const surveyId = await seedSurvey(title, {
    fields: [
      RATING_FIELD,
      {
        id: 'delivery',
        type: 'text',
        label: '納品のご感想',
        required: false,
        order: 1,
        showIf: {
          match: 'all',
          conditions: [{ source: { kind: 'link', key: 'delivery.0' }, op: 'is', values: ['1'] }],
        },
      },
    ],
    fieldIds: ['rating', 'delivery'],
    chatworkNotify: true,
    chatworkRoomId: String(ROOM),
  });
  await seedLinkRules(surveyId, {
    'delivery.0': { source: { kind: 'link', key: 'ob.progress' }, op: 'is', values: ['納品済み'] },
  });

  await signInWithForm(page, ORIGIN);
  await page.goto(`${ORIGIN}/ob`);
  await page.getByPlaceholder(/クライアント名/).fill(client);
  const ob = customerGrid('OB顧客一覧');
  await ob
    .row(page, client)
    .getByRole('button', { name: `アンケートURL: ${client}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `アンケートURL: ${client}` });
  await dialog.getByLabel('アンケート').selectOption({ label: title });
  const url = dialog.getByLabel('顧客専用URL');
  await expect(url).toHaveValue(/\?c=[A-Za-z0-9]{20}$/);
  const link = await url.inputValue();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('textbox', { name: '納品のご感想' })).toBeVisible();
  // What the visitor's page downloaded names nothing of how the company classes the customer.
  expect(await visitor.content()).not.toContain('納品済み');
  // The same survey without the link: no customer, no question about the delivery.
  await visitor.goto(link.split('?')[0]!);
  await expect(visitor.getByRole('radiogroup', { name: 'ご評価' })).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: '納品のご感想' })).toHaveCount(0);

  // Answered through the link: the survey's room gets one message, naming the customer.
  await visitor.goto(link);
  await visitor.getByLabel('良い').check();
  await visitor.getByRole('textbox', { name: '納品のご感想' }).fill('丁寧でした');
  await visitor.getByRole('button', { name: '送信する' }).click();
  await expect(visitor.getByRole('heading', { name: 'Submission complete' })).toBeVisible();
  const sent = async () => {
    const records = await adminDb
      .collection('surveyNotifications')
      .where('surveyId', '==', surveyId)
      .get();
    return records.docs.map((record) => record.get('status') as string);
  };
  // The survey's own share of the minute takes it at once (a new survey has spent nothing).
  await expect.poll(sent, { timeout: 45_000 }).toEqual(['sent']);
  const posts = chatwork.posts.filter((post) => post.roomId === ROOM);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toContain(client);
});
