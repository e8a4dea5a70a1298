import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFakeChatwork, type FakeChatwork } from '../mentions/fake-chatwork-server.js';
import type { SendReminderRequest } from '../shared/contracts/reminders.js';
import {
  reminderLimitReasons,
  reminderMessage,
  sendReminder,
  sendReminderWithinLimits,
} from './send-reminder.js';
import { memoryNotifyBudget, NOTIFY_SHARES, takeShare } from '../survey-notify/notify-budget.js';

const TOKEN = 'notify-token';
let fake: FakeChatwork;
before(async () => {
  fake = await startFakeChatwork({
    [TOKEN]: {
      me: { account_id: 1, name: '通知', avatar_image_url: '' },
      rooms: [{ room_id: 77, name: '納品', last_update_time: 1, messages: [] }],
    },
  });
});
after(() => fake.close());

const request: SendReminderRequest = {
  ruleId: 'r1',
  roomId: 77,
  title: '納品予定日の1日前 9:00（進捗が完了以外）',
  table: 'ob_list',
  appOrigin: 'https://admin.example.com',
  items: [
    {
      rowId: 'a 1',
      clientName: '[To:999]悪意社',
      date: '2026-12-01',
      assignee: '山本',
      accountId: 100,
    },
    { rowId: 'b', clientName: 'B社', date: '2026-12-01', assignee: '', accountId: null },
  ],
};

test('one message: [To:] of the linked member, the client made inert, the date, the link', () => {
  assert.equal(
    reminderMessage(request),
    '[info][title]リマインダー: 納品予定日の1日前 9:00（進捗が完了以外）（2件）[/title]' +
      '[To:100]山本さん ［To:999］悪意社\u30002026/12/01\u3000担当: 山本\nhttps://admin.example.com/ob?row=a%201\n' +
      'B社\u30002026/12/01\u3000担当: 未設定\nhttps://admin.example.com/ob?row=b[/info]',
  );
  assert.ok(
    !reminderMessage({ ...request, appOrigin: 'javascript:alert(1)' }).includes('javascript'),
  );
});

test('posted with the notification token; a room it cannot post to is a failure not to retry', async () => {
  assert.deepEqual(await sendReminder(request, { token: TOKEN, baseUrl: fake.url }), { ok: true });
  assert.equal(fake.posts.at(-1)!.roomId, 77);
  const missing = await sendReminder(
    { ...request, roomId: 78 },
    { token: TOKEN, baseUrl: fake.url },
  );
  assert.equal(missing.ok, false);
  assert.equal(!missing.ok && missing.retry, false);
  const noToken = await sendReminder(request, { token: '', baseUrl: fake.url });
  assert.equal(!noToken.ok && noToken.retry, false);
});

test('row text is cut to 100 characters and its links defanged, even glued to a word', () => {
  const body = reminderMessage({
    ...request,
    items: [
      {
        rowId: 'x',
        clientName: `詳しくはxhttps://evil.example/login ${'長'.repeat(10_000)}`,
        date: '2026-12-01',
        assignee: 'https://assignee.example',
        accountId: null,
      },
    ],
  });
  assert.doesNotMatch(body, /https?:\/\/(evil|assignee)/);
  assert.match(body, /xhxxps:\/\/evil\(\.\)example\/login/);
  assert.match(body, /hxxps:\/\/assignee\(\.\)example/);
  assert.ok(!body.includes('長'.repeat(100)));
  assert.ok(body.length < 600);
});

test('only allow-listed rooms, and within the reminders’ own share of the budget', async () => {
  const before = fake.posts.length;
  const budget = memoryNotifyBudget();
  const now = new Date('2026-11-30T00:05:10Z');
  const limits = (allowedRooms: number[] | null) => ({ allowedRooms, budget, now });
  const post = { token: TOKEN, baseUrl: fake.url };
  assert.deepEqual(await sendReminderWithinLimits(request, post, limits([12])), {
    ok: false,
    reason: reminderLimitReasons.roomNotAllowed(77),
    retry: false,
  });
  assert.equal(fake.posts.length, before);
  // A flood of survey answers and comment pings leaves the reminders' share alone.
  for (let i = 0; i < 100; i += 1) {
    await budget.take('answers', `s${i}`, '2026-11-30T00:05', 5);
    await takeShare(budget, 'comments', now);
  }
  assert.deepEqual(await sendReminderWithinLimits(request, post, limits([77])), { ok: true });
  // The reminders' own share spent: the reminder waits for the next check.
  for (let i = 1; i < NOTIFY_SHARES.reminders; i += 1) await takeShare(budget, 'reminders', now);
  assert.deepEqual(await sendReminderWithinLimits(request, post, limits([77])), {
    ok: false,
    reason: reminderLimitReasons.overBudget,
    retry: true,
  });
  const nextMinute = { allowedRooms: [77], budget, now: new Date(now.getTime() + 60_000) };
  assert.deepEqual(await sendReminderWithinLimits(request, post, nextMinute), { ok: true });
  assert.equal(fake.posts.length, before + 2);
});
