import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import {
  ChatworkError,
  chatworkReasons,
  fetchChatworkMentions,
  MAX_ROOMS,
  readMentionUpdates,
} from './fetch-chatwork-mentions.js';
import { advanceCursor } from './incremental-plan.js';
import {
  startFakeChatwork,
  type FakeAccount,
  type FakeChatwork,
  type FakeChatworkUser,
  type FakeMessage,
  type FakeRoom,
} from './fake-chatwork-server.js';

const me: FakeAccount = {
  account_id: 100,
  name: '山田 太郎',
  avatar_image_url: 'https://a/me.png',
};
const sato: FakeAccount = {
  account_id: 200,
  name: '佐藤 花子',
  avatar_image_url: 'https://a/sato.png',
};
const suzuki: FakeAccount = {
  account_id: 300,
  name: '鈴木',
  avatar_image_url: 'https://a/suzuki.png',
};

let seq = 0;
const msg = (account: FakeAccount, body: string, send_time: number): FakeMessage => ({
  message_id: String(1_700_000_000_000 + (seq += 1)),
  account,
  body,
  send_time,
});
const room = (
  room_id: number,
  name: string,
  last_update_time: number,
  messages: FakeMessage[],
): FakeRoom => ({
  room_id,
  name,
  last_update_time,
  messages,
});

let fake: FakeChatwork;
const users = (): Record<string, FakeChatworkUser> => ({
  'key-yamada': {
    me,
    rooms: [
      room(1, '営業チーム', 1_700_000_100, [
        msg(sato, '[To:100]山田さん\n見積もりの確認をお願いします', 1_700_000_050),
        msg(sato, '[To:200]自分宛て', 1_700_000_051),
        msg(me, '[To:100]自分で自分に', 1_700_000_052),
        msg(suzuki, '[qt][qtmeta aid=200 time=1][To:100]引用の中[/qt]了解です', 1_700_000_053),
      ]),
      room(2, '開発', 1_700_000_300, [
        msg(suzuki, '[rp aid=100 to=2-1700000000000000001]山田さん\n対応しました', 1_700_000_200),
      ]),
      room(3, '空の部屋', 1_700_000_200, []),
    ],
  },
});

before(async () => {
  fake = await startFakeChatwork(users());
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.delayMs = 0;
  fake.users.clear();
  for (const [key, user] of Object.entries(users())) fake.users.set(key, user);
});
after(() => fake.close());

const run = (apiKey: string, extra: Partial<Parameters<typeof fetchChatworkMentions>[0]> = {}) =>
  fetchChatworkMentions({ apiKey, baseUrl: fake.url, ...extra });

test('finds To and reply mentions from others, newest first, shaped as the spec says', async () => {
  const mentions = await run('key-yamada');
  assert.deepEqual(
    mentions.map((m) => [m.room.name, m.message.account.name, m.message.send_time]),
    [
      ['開発', '鈴木', 1_700_000_200],
      ['営業チーム', '佐藤 花子', 1_700_000_050],
    ],
  );
  const first = mentions[0]!;
  assert.deepEqual(Object.keys(first).sort(), ['message', 'room']);
  assert.deepEqual(Object.keys(first.message).sort(), [
    'account',
    'body',
    'message_id',
    'send_time',
  ]);
  assert.deepEqual(first.message.account, {
    name: '鈴木',
    avatar_image_url: 'https://a/suzuki.png',
  });
  assert.deepEqual(first.room, { room_id: 2, name: '開発' });
  assert.equal(typeof first.message.message_id, 'string');
});

test('reads /me, /rooms, then each room newest update first with force=1; 204 means none', async () => {
  await run('key-yamada');
  const paths = fake.requests.map((r) => r.path);
  assert.deepEqual(paths.slice(0, 2), ['/v2/me', '/v2/rooms']);
  assert.deepEqual(paths.slice(2).sort(), [
    '/v2/rooms/1/messages?force=1',
    '/v2/rooms/2/messages?force=1',
    '/v2/rooms/3/messages?force=1',
  ]);
  // Started in order of last_update_time (2, 3, 1), a few at a time.
  assert.deepEqual(paths.slice(2), [
    '/v2/rooms/2/messages?force=1',
    '/v2/rooms/3/messages?force=1',
    '/v2/rooms/1/messages?force=1',
  ]);
});

test('the key goes only in the x-chatworktoken header', async () => {
  await run('key-yamada');
  for (const request of fake.requests) {
    assert.equal(request.token, 'key-yamada');
    assert.ok(!request.path.includes('key-yamada'));
    assert.ok(!request.headerNames.includes('authorization'));
  }
});

test('at most 50 rooms, the most recently updated ones', async () => {
  const rooms = Array.from({ length: 80 }, (_, i) =>
    room(1000 + i, `部屋${i}`, 1_700_000_000 + i, [
      msg(sato, `[To:100]部屋${i}で`, 1_700_000_000 + i),
    ]),
  );
  fake.users.set('key-many', { me, rooms });
  const mentions = await run('key-many');
  assert.equal(MAX_ROOMS, 50);
  assert.equal(mentions.length, 50);
  const read = fake.requests.filter((r) => r.path.includes('/messages')).map((r) => r.path);
  assert.equal(read.length, 50);
  // Rooms 30..79 are the 50 newest; 0..29 are never read.
  assert.ok(!read.includes('/v2/rooms/1029/messages?force=1'));
  assert.ok(read.includes('/v2/rooms/1030/messages?force=1'));
  assert.equal(mentions[0]?.room.name, '部屋79');
  assert.equal(mentions.at(-1)?.room.name, '部屋30');
});

test('stops reading rooms when the remaining budget runs low, and keeps what it read', async () => {
  const rooms = Array.from({ length: 30 }, (_, i) =>
    room(i + 1, `部屋${i}`, 1_700_000_000 + i, [msg(sato, '[To:100]', 1_700_000_000 + i)]),
  );
  fake.users.set('key-low', { me, rooms, remaining: 20 });
  const mentions = await run('key-low');
  // 20 left: /me and /rooms use 2, then rooms are read while more than 10 stay in reserve.
  const read = fake.requests.filter((r) => r.path.includes('/messages')).length;
  assert.ok(read >= 5 && read <= 8, `read ${read} rooms`);
  assert.equal(mentions.length, read);
  assert.ok((fake.users.get('key-low')?.remaining ?? 0) >= 10);
});

test('a 401 is an invalid key, in Japanese', async () => {
  await assert.rejects(run('wrong-key'), (error: unknown) => {
    assert.ok(error instanceof ChatworkError);
    assert.equal(error.kind, 'invalid-token');
    assert.equal(error.message, chatworkReasons.invalidToken);
    assert.ok(!error.message.includes('wrong-key'));
    return true;
  });
  assert.equal(fake.requests.length, 1);
});

test('a 429 says when to retry, from x-ratelimit-reset', async () => {
  const now = Date.UTC(2026, 10, 23, 3, 0, 0);
  fake.users.set('key-spent', { me, rooms: [], remaining: 0, reset: now / 1000 + 150 });
  await assert.rejects(run('key-spent', { now: () => now }), (error: unknown) => {
    assert.ok(error instanceof ChatworkError);
    assert.equal(error.kind, 'rate-limited');
    assert.equal(error.message, chatworkReasons.rateLimited(3));
    assert.match(error.message, /約3分後/);
    return true;
  });
});

test('a 429 part-way through the rooms keeps the rooms already read', async () => {
  const rooms = Array.from({ length: 12 }, (_, i) =>
    room(i + 1, `部屋${i}`, 1_700_000_000 + i, [msg(sato, '[To:100]', 1_700_000_000 + i)]),
  );
  // Budget 8 with no reserve: /me, /rooms, 6 rooms, then 429s.
  fake.users.set('key-edge', { me, rooms, remaining: 8 });
  const mentions = await run('key-edge', { rateLimitReserve: -10 });
  assert.equal(mentions.length, 6);
});

test('an unreachable Chatwork and a slow one have their own reasons', async () => {
  await assert.rejects(
    fetchChatworkMentions({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v2' }),
    (error: unknown) =>
      error instanceof ChatworkError && error.message === chatworkReasons.unreachable,
  );
  fake.delayMs = 300;
  await assert.rejects(run('key-yamada', { timeoutMs: 50 }), (error: unknown) => {
    assert.ok(error instanceof ChatworkError);
    assert.equal(error.kind, 'timeout');
    assert.equal(error.message, chatworkReasons.timeout);
    return true;
  });
});

test('any other answer is unexpected, with its status', async () => {
  const failing = (async () => new Response('oops', { status: 500 })) as typeof fetch;
  await assert.rejects(run('key-yamada', { fetch: failing }), (error: unknown) => {
    assert.ok(error instanceof ChatworkError);
    assert.equal(error.message, chatworkReasons.unexpected(500));
    return true;
  });
});

test('a trailing slash in CHATWORK_API_BASE is fine', async () => {
  const mentions = await run('key-yamada', { baseUrl: `${fake.url}/` });
  assert.equal(mentions.length, 2);
});

test('incremental: with a cursor only rooms updated since are read; own messages come back', async () => {
  const first = await readMentionUpdates({ apiKey: 'key-yamada', baseUrl: fake.url });
  assert.equal(first.accountId, 100);
  assert.deepEqual(first.roomsRead.map((r) => r.room_id).sort(), [1, 2, 3]);
  assert.deepEqual(
    first.myMessages.map((m) => m.body),
    ['[To:100]自分で自分に'],
  );
  assert.deepEqual(
    first.refs.map((r) => [r.roomId, r.senderId]),
    first.mentions.map((m) => [m.room.room_id, m.message.account.name === '佐藤 花子' ? 200 : 300]),
  );
  const cursor = advanceCursor({}, first.roomsRead);
  fake.requests.length = 0;
  // Room 2 gets a new message; the others are unchanged.
  const room2 = fake.users.get('key-yamada')!.rooms.find((r) => r.room_id === 2)!;
  room2.last_update_time += 60;
  room2.messages.push(msg(sato, '[To:100]追加の連絡', room2.last_update_time));
  const second = await readMentionUpdates({ apiKey: 'key-yamada', baseUrl: fake.url, cursor });
  assert.deepEqual(
    fake.requests.map((r) => r.path.split('?')[0]),
    ['/v2/me', '/v2/rooms', '/v2/rooms/2/messages'],
  );
  assert.deepEqual(
    second.roomsRead.map((r) => r.room_id),
    [2],
  );
  assert.ok(second.mentions.some((m) => m.message.body === '[To:100]追加の連絡'));
});
