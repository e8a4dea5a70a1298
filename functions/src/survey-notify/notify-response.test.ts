import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFakeChatwork, type FakeChatwork } from '../mentions/fake-chatwork-server.js';
import type { NotifyOutcome } from '../shared/contracts/survey-notify.js';
import { memoryNotifyBudget } from './notify-budget.js';
import { notifySurveyResponse, type NotifyDb } from './on-response-notify.js';
import { notifyReasons, postChatworkMessage } from './post-message.js';

const TOKEN = 'notify-token';
const TOKEN_LINK = 'AbCdEfGhIjKlMnOpQrSt';
const me = { account_id: 9, name: '通知ボット', avatar_image_url: '' };
let fake: FakeChatwork;
before(async () => {
  fake = await startFakeChatwork({
    [TOKEN]: { me, rooms: [{ room_id: 42, name: '営業', last_update_time: 0, messages: [] }] },
  });
});
after(() => fake.close());

const noWait = async () => undefined;
const post = () => ({ token: TOKEN, baseUrl: fake.url, sleep: noWait });

function fakeDb(survey: Record<string, unknown> | null) {
  const records = new Map<string, NotifyOutcome | 'sending'>();
  const db: NotifyDb = {
    survey: async () => survey,
    link: async (token) =>
      token === TOKEN_LINK
        ? { surveyId: 's1', table: 'ob_list', rowId: 'o1', clientName: '株式会社OB' }
        : null,
    claim: async (responseId) => {
      if (records.has(responseId)) return false;
      records.set(responseId, 'sending');
      return true;
    },
    record: async (responseId, outcome) => {
      records.set(responseId, outcome);
    },
    budget: memoryNotifyBudget(),
  };
  return { db, records };
}

const on = {
  title: '満足度調査',
  chatworkNotify: true,
  chatworkRoomId: '42',
  fields: [{ id: 'q1', label: 'ご意見', order: 0 }],
};
const response = (over: Record<string, unknown> = {}) => ({
  surveyId: 's1',
  answers: { q1: '[To:1] とても良い' },
  ...over,
});

test('one escaped message per response, naming the linked customer; a redelivery posts nothing', async () => {
  const { db, records } = fakeDb(on);
  const before = fake.posts.length;
  const result = await notifySurveyResponse(
    db,
    'r1',
    response({ customerToken: TOKEN_LINK }),
    post(),
    'https://admin.example.com',
  );
  assert.deepEqual(result, { status: 'sent', messageId: String(1000 + before) });
  assert.equal(await notifySurveyResponse(db, 'r1', response(), post(), 'x'), 'duplicate');
  const posted = fake.posts.slice(before);
  assert.equal(posted.length, 1);
  assert.equal(posted[0]!.roomId, 42);
  assert.equal(posted[0]!.token, TOKEN);
  assert.ok(posted[0]!.body.includes('顧客: 株式会社OB'));
  assert.ok(posted[0]!.body.includes('［To:1］ とても良い'));
  assert.ok(posted[0]!.body.includes('https://admin.example.com/surveys/s1/results'));
  assert.deepEqual(records.get('r1'), result);
});

test('a survey without the setting (or a bad room id) sends nothing and records nothing', async () => {
  for (const survey of [{ ...on, chatworkNotify: false }, { ...on, chatworkRoomId: 'abc' }, null]) {
    const { db, records } = fakeDb(survey);
    const before = fake.posts.length;
    assert.equal(await notifySurveyResponse(db, 'r2', response(), post(), 'x'), 'off');
    assert.equal(fake.posts.length, before);
    assert.equal(records.size, 0);
  }
});

test('a refused post is retried a bounded number of times, then recorded with its reason', async () => {
  const user = fake.users.get(TOKEN)!;
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  // 429 then 500, then it goes through: two waits, one message.
  user.failPosts = [429, 500];
  const before = fake.posts.length;
  const id = await postChatworkMessage({ ...post(), sleep, roomId: '42', body: 'x' });
  assert.ok(id);
  assert.deepEqual(waits, [1000, 3000]);
  assert.equal(fake.posts.length, before + 1);

  // Always 429: three tries in all, then the failure is recorded (never thrown).
  user.failPosts = [429, 429, 429, 429];
  const { db, records } = fakeDb(on);
  const result = await notifySurveyResponse(db, 'r3', response(), { ...post(), sleep }, 'x');
  assert.deepEqual(result, { status: 'failed', reason: notifyReasons.rateLimited });
  assert.deepEqual(records.get('r3'), result);
  assert.deepEqual(user.failPosts, [429]);
  user.failPosts = [];
});

test('settings to fix are not retried: unknown room, invalid token, no token', async () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...on, chatworkRoomId: '999' }, TOKEN, notifyReasons.noRoom('999')],
    [on, 'wrong-token', notifyReasons.invalidToken],
    [on, '', notifyReasons.noToken],
  ];
  for (const [survey, token, reason] of cases) {
    const { db } = fakeDb(survey);
    const requests = fake.requests.length;
    const result = await notifySurveyResponse(db, 'r4', response(), { ...post(), token }, 'x');
    assert.deepEqual(result, { status: 'failed', reason });
    assert.ok(fake.requests.length - requests <= 1);
  }
});

test('an unreachable Chatwork is a recorded failure, not an error', async () => {
  const { db } = fakeDb(on);
  const result = await notifySurveyResponse(
    db,
    'r5',
    response(),
    { token: TOKEN, baseUrl: 'http://127.0.0.1:9/v2', sleep: noWait },
    'x',
  );
  assert.deepEqual(result, { status: 'failed', reason: notifyReasons.unreachable });
});

test('past 5 messages a minute a survey’s answers are held, and one digest counts them', async () => {
  const { db, records } = fakeDb(on);
  const before = fake.posts.length;
  const now = new Date('2026-11-27T01:02:30Z');
  let endMinute: () => void = () => {};
  const minuteOver = new Promise<void>((resolve) => (endMinute = resolve));
  const send = (id: string, sleep?: () => Promise<void>) =>
    notifySurveyResponse(db, id, response(), post(), 'https://admin.example', { now, sleep });
  for (const id of ['a1', 'a2', 'a3', 'a4', 'a5'])
    assert.equal(((await send(id)) as { status: string }).status, 'sent');
  // The first held response waits out the minute; two more arrive meanwhile.
  const first = send('a6', () => minuteOver);
  assert.deepEqual(await send('a7'), { status: 'held' });
  assert.deepEqual(await send('a8'), { status: 'held' });
  endMinute();
  assert.equal(((await first) as { status: string }).status, 'sent');
  const posts = fake.posts.slice(before);
  assert.equal(posts.length, 6);
  assert.match(posts[5]!.body, /3件の回答が届きました/);
  assert.match(posts[5]!.body, /満足度調査/);
  assert.deepEqual(records.get('a7'), { status: 'held' });
});

test('links in answers are shown unclickable', async () => {
  const { db } = fakeDb(on);
  const before = fake.posts.length;
  await notifySurveyResponse(
    db,
    'u1',
    response({ answers: { q1: '詳細は https://evil.example/login?x=1 へ' } }),
    post(),
    'x',
  );
  const body = fake.posts.slice(before)[0]!.body;
  assert.match(body, /hxxps:\/\/evil\(\.\)example\/login\?x=1/);
  assert.doesNotMatch(body, /https:\/\/evil/);
});

test('a budget that fails is a recorded failure, never a message left sending', async () => {
  const { db, records } = fakeDb(on);
  db.budget = {
    take: async () => {
      throw new Error('counter unavailable');
    },
    hold: async () => false,
    heldCount: async () => 0,
  };
  const result = await notifySurveyResponse(db, 'b1', response(), post(), 'https://admin.example');
  assert.deepEqual(result, { status: 'failed', reason: 'counter unavailable' });
  assert.deepEqual(records.get('b1'), { status: 'failed', reason: 'counter unavailable' });
});
