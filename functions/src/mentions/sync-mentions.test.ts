import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallableError } from '../callable-error.js';
import { startFakeChatwork, type FakeAccount, type FakeChatwork } from './fake-chatwork-server.js';
import type { FetchCursor } from './incremental-plan.js';
import type { KnownMention } from './mention-writes.js';
import { syncEveryMember } from './sync-schedule.js';
import { syncChatworkMentions, type SyncMentionsDeps } from './sync-mentions.js';

const me: FakeAccount = { account_id: 100, name: '山田', avatar_image_url: '' };
const sato: FakeAccount = { account_id: 200, name: '佐藤', avatar_image_url: '' };

let fake: FakeChatwork;
before(async () => {
  fake = await startFakeChatwork({
    'key-yamada': {
      me,
      rooms: [
        {
          room_id: 1,
          name: '営業チーム',
          last_update_time: 1000,
          messages: [
            { message_id: '10', account: sato, body: '[To:100]見積もり', send_time: 1000 },
          ],
        },
        {
          room_id: 2,
          name: '開発',
          last_update_time: 900,
          messages: [{ message_id: '20', account: sato, body: '[To:100]確認', send_time: 900 }],
        },
      ],
    },
  });
});
after(() => fake.close());

/** A member's stored mentions and cursor in memory, as the Admin SDK store keeps them. */
function memoryStore(apiKey = 'key-yamada') {
  const docs = new Map<string, Record<string, unknown>>();
  let cursor: FetchCursor = {};
  const deps: SyncMentionsDeps = {
    isStaff: async (uid) => uid === 'yamada',
    chatworkKeyOf: async () => apiKey,
    cursorOf: async () => cursor,
    knownOf: async () =>
      [...docs.values()].map((data): KnownMention => ({
        roomId: Number(data.roomId),
        messageId: String(data.messageId),
        senderId: Number(data.senderId),
        sendTime: Number(data.sendTime),
        state: data.state as KnownMention['state'],
      })),
    store: async (_uid, plan) => {
      for (const write of plan.writes) docs.set(write.id, { ...docs.get(write.id), ...write.data });
      cursor = plan.cursor;
    },
    chatwork: { baseUrl: fake.url },
    now: () => 5_000_000,
  };
  return { deps, docs, cursor: () => cursor };
}

const call = (deps: SyncMentionsDeps, uid = 'yamada') =>
  syncChatworkMentions({ auth: { uid }, data: {} }, deps);

test('a first sync stores every mention as 未読 and remembers each room read', async () => {
  const store = memoryStore();
  const first = await call(store.deps);
  assert.deepEqual([first.added, first.answered, first.mentions.length], [2, 0, 2]);
  assert.deepEqual(
    [...store.docs].map(([id, data]) => [id, data.state, data.senderId]),
    [
      ['1-10', 'unread', 200],
      ['2-20', 'unread', 200],
    ],
  );
  assert.deepEqual(store.cursor(), { '1': 1000, '2': 900 });
});

test('the next sync reads only the room updated since, adds only the new mention, sees the reply', async () => {
  const store = memoryStore();
  await call(store.deps);
  store.docs.get('2-20')!.state = 'done';
  const room = fake.users.get('key-yamada')!.rooms[0]!;
  room.messages.push(
    { message_id: '11', account: me, body: '[rp aid=200 to=1-10]送ります', send_time: 1100 },
    { message_id: '12', account: sato, body: '[To:100]もう一件', send_time: 1200 },
  );
  room.last_update_time = 1200;
  fake.requests.length = 0;
  const second = await call(store.deps);
  // The room read again still lists its first mention: found, not added again.
  assert.deepEqual([second.added, second.answered, second.mentions.length], [1, 1, 2]);
  assert.deepEqual(
    fake.requests.map((r) => r.path.replace('/v2', '').split('?')[0]),
    ['/me', '/rooms', '/rooms/1/messages'],
  );
  assert.equal(store.docs.get('1-10')!.state, 'replied');
  assert.equal(store.docs.get('1-12')!.state, 'unread');
  // The member's own 完了 is kept.
  assert.equal(store.docs.get('2-20')!.state, 'done');
  assert.equal(store.docs.size, 3);
});

test('only staff, with their own key', async () => {
  await assert.rejects(call(memoryStore().deps, 'stranger'), (error: unknown) => {
    assert.ok(error instanceof CallableError);
    assert.equal(error.code, 'permission-denied');
    return true;
  });
  await assert.rejects(call(memoryStore('  ').deps), (error: unknown) => {
    assert.ok(error instanceof CallableError);
    assert.equal(error.code, 'invalid-argument');
    assert.equal(error.message, 'ChatWork API KEYが設定されていません');
    return true;
  });
});

test('a second fetch with nothing new reads no room and adds nothing', async () => {
  const store = memoryStore();
  await call(store.deps);
  fake.requests.length = 0;
  const again = await call(store.deps);
  assert.deepEqual([again.added, again.mentions.length], [0, 0]);
  assert.deepEqual(
    fake.requests.map((r) => r.path.replace('/v2', '').split('?')[0]),
    ['/me', '/rooms'],
  );
});

test('the schedule fetches for every member with a key; one failing does not stop the others', async () => {
  const yamada = memoryStore();
  const outcomes = await syncEveryMember(['yamada', 'nokey', 'revoked'], {
    ...yamada.deps,
    chatworkKeyOf: async (uid) =>
      uid === 'yamada' ? 'key-yamada' : uid === 'revoked' ? 'revoked-key' : '',
  });
  assert.deepEqual(
    outcomes.map((o) => [o.uid, o.outcome, o.code]),
    [
      ['yamada', 'synced', undefined],
      ['nokey', 'no-key', undefined],
      ['revoked', 'failed', 'failed-precondition'],
    ],
  );
  assert.ok(yamada.docs.size > 0);
});
