import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFakeChatwork, type FakeChatwork } from '../mentions/fake-chatwork-server.js';
import { memoryNotifyBudget, minuteOf, NOTIFY_BUDGET } from '../survey-notify/notify-budget.js';
import {
  commentMessage,
  customerPageLink,
  notifyCommentMentions,
  type CommentMessageInput,
} from './comment-message.js';

const TOKEN = 'notify-token';
let fake: FakeChatwork;
before(async () => {
  fake = await startFakeChatwork({
    [TOKEN]: {
      me: { account_id: 1, name: '通知', avatar_image_url: '' },
      rooms: [{ room_id: 55, name: 'チーム', last_update_time: 1, messages: [] }],
    },
  });
});
after(() => fake.close());

const input: CommentMessageInput = {
  clientName: '[toall]株式会社テスト',
  authorName: '佐藤',
  body: '見積もりは https://evil.example/x を見てください [To:999]',
  to: [
    { accountId: 100, name: '田中' },
    { accountId: 200, name: '山本' },
  ],
  link: 'https://admin.example.com/sa/row%201',
};

test('one message: [To:] per linked member, the client name and the link; stored text is inert', () => {
  const body = commentMessage(input);
  assert.match(body, /^\[To:100\]田中さん \[To:200\]山本さん\n/);
  assert.ok(body.includes('［toall］株式会社テスト へのコメント（佐藤）'));
  assert.ok(body.includes('hxxps://evil(.)example/x'));
  assert.ok(body.includes('［To:999］'));
  assert.ok(body.includes('\nhttps://admin.example.com/sa/row%201[/info]'));
  assert.equal(body.match(/\[To:/g)?.length, 2);
});

test('a long comment is cut to its start', () => {
  const body = commentMessage({ ...input, body: 'あ'.repeat(1000) });
  assert.ok(body.includes(`${'あ'.repeat(199)}…`));
  assert.ok(!body.includes('あ'.repeat(200)));
});

test('the link points at the customer page, only for a web origin', () => {
  assert.equal(
    customerPageLink('https://a.example/', 'ob_list', 'x/y'),
    'https://a.example/ob/x%2Fy',
  );
  assert.equal(customerPageLink('javascript:alert(1)', 'sa_list', 'x'), '');
});

test('posts to the configured room within the budget; off without a room or anyone linked', async () => {
  const post = { token: TOKEN, roomId: '55', baseUrl: fake.url, sleep: async () => {} };
  assert.equal(await notifyCommentMentions(input, null, memoryNotifyBudget()), 'off');
  assert.equal(
    await notifyCommentMentions({ ...input, to: [] }, post, memoryNotifyBudget()),
    'nobody',
  );
  const sentBefore = fake.posts.length;
  assert.equal(await notifyCommentMentions(input, post, memoryNotifyBudget()), 'sent');
  assert.equal(fake.posts.length, sentBefore + 1);
  assert.ok(fake.posts.at(-1)!.body.startsWith('[To:100]'));
});

test('past the token budget the message is skipped, not queued', async () => {
  const budget = memoryNotifyBudget();
  const now = new Date('2026-11-29T01:00:30Z');
  for (let i = 0; i < NOTIFY_BUDGET.overall; i++) await budget.count('surveys', minuteOf(now));
  const post = { token: TOKEN, roomId: '55', baseUrl: fake.url, sleep: async () => {} };
  assert.equal(await notifyCommentMentions(input, post, budget, now), 'over-budget');
});
