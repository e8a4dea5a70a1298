import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFakeChatwork, type FakeChatwork } from '../mentions/fake-chatwork-server.js';
import {
  memoryNotifyBudget,
  minuteOf,
  NOTIFY_SHARES,
  takeShare,
  type NotifyBudgetStore,
} from '../survey-notify/notify-budget.js';
import {
  COMMENT_BUDGET_TRIES,
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

test('past the comments’ share the ping waits for the next minute; survey answers never spend it', async () => {
  const budget = memoryNotifyBudget();
  let now = new Date('2026-11-29T01:00:30Z');
  // A flood of answers to many surveys fills the surveys' share: comments are untouched.
  for (let i = 0; i < 100; i++) await budget.take('answers', `s${i}`, minuteOf(now), 5);
  const post = { token: TOKEN, roomId: '55', baseUrl: fake.url, sleep: async () => {} };
  const clock = { now: () => now, sleep: async () => undefined };
  assert.equal(await notifyCommentMentions(input, post, budget, clock), 'sent');
  // The comments' own share spent: the next ping waits for the next minute, then goes.
  for (let i = 1; i < NOTIFY_SHARES.comments; i++) await takeShare(budget, 'comments', now);
  const waits: number[] = [];
  const waiting = {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now = new Date(now.getTime() + ms);
    },
  };
  const before = fake.posts.length;
  assert.equal(await notifyCommentMentions(input, post, budget, waiting), 'sent');
  assert.deepEqual(waits, [31_000]);
  assert.equal(fake.posts.length, before + 1);
});

test('a ping still over the share after COMMENT_BUDGET_TRIES minutes is given up, and logged', async () => {
  const full: NotifyBudgetStore = {
    take: async () => false,
    hold: async () => false,
    heldCount: async () => 0,
  };
  const post = { token: TOKEN, roomId: '55', baseUrl: fake.url, sleep: async () => {} };
  let slept = 0;
  const error = console.error;
  console.error = () => {};
  try {
    const outcome = await notifyCommentMentions(input, post, full, {
      sleep: async () => void (slept += 1),
    });
    assert.equal(outcome, 'over-budget');
  } finally {
    console.error = error;
  }
  assert.equal(slept, COMMENT_BUDGET_TRIES - 1);
});
