import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallableError } from '../callable-error.js';
import { startFakeChatwork, type FakeChatwork } from './fake-chatwork-server.js';
import { chatworkReasons } from './fetch-chatwork-mentions.js';
import {
  chatworkKeyFromMembers,
  mentionsMessages,
  staffFromMembers,
  type MemberDirectory,
} from './get-chatwork-mentions.js';
import { syncChatworkMentions, type SyncMentionsDeps } from './sync-mentions.js';

/** The callable's checks and answer, with a member who has nothing stored and nowhere to store. */
const getChatworkMentions = (
  request: Parameters<typeof syncChatworkMentions>[0],
  deps: Pick<SyncMentionsDeps, 'isStaff' | 'chatworkKeyOf' | 'chatwork'>,
) =>
  syncChatworkMentions(request, {
    ...deps,
    cursorOf: async () => ({}),
    knownOf: async () => [],
    store: async () => undefined,
  });

/**
 * The Admin SDK's Firestore as far as the handler reads it: members/{uid} and, for members with
 * a stored key, members/{uid}/private/chatwork.
 */
function fakeAdminDb(keys: Record<string, unknown>): MemberDirectory & { reads: string[] } {
  const reads: string[] = [];
  const docs = new Map<string, Record<string, unknown>>();
  for (const [uid, apiKey] of Object.entries(keys)) {
    docs.set(`members/${uid}`, { name: uid });
    if (apiKey !== undefined) docs.set(`members/${uid}/private/chatwork`, { apiKey });
  }
  return {
    reads,
    doc: (path) => ({
      get: async () => {
        reads.push(path);
        const data = docs.get(path);
        return { exists: data !== undefined, data: () => data };
      },
    }),
  };
}

let fake: FakeChatwork;
before(async () => {
  const account = { account_id: 1, name: '山田', avatar_image_url: '' };
  fake = await startFakeChatwork({
    'good-key': {
      me: account,
      rooms: [
        {
          room_id: 7,
          name: '全体',
          last_update_time: 10,
          messages: [
            {
              message_id: '5',
              account: { account_id: 2, name: '佐藤', avatar_image_url: 'https://a/2.png' },
              body: '[To:1]山田さん 至急',
              send_time: 9,
            },
          ],
        },
      ],
    },
  });
});
after(() => fake.close());

const deps = (keys: Record<string, unknown>) => {
  const db = fakeAdminDb(keys);
  return {
    db,
    deps: {
      isStaff: staffFromMembers(db),
      chatworkKeyOf: chatworkKeyFromMembers(db),
      chatwork: { baseUrl: fake.url },
    },
  };
};

const rejectsWith = async (promise: Promise<unknown>, code: string, message: string) =>
  assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof CallableError);
    assert.equal(error.code, code);
    assert.equal(error.message, message);
    return true;
  });

test('a staff member gets {mentions} with their own stored key', async () => {
  const { db, deps: d } = deps({ 'staff-1': ' good-key ' });
  const result = await getChatworkMentions({ auth: { uid: 'staff-1' }, data: {} }, d);
  assert.deepEqual(result, {
    added: 1,
    answered: 0,
    mentions: [
      {
        message: {
          account: { name: '佐藤', avatar_image_url: 'https://a/2.png' },
          body: '[To:1]山田さん 至急',
          send_time: 9,
          message_id: '5',
        },
        room: { room_id: 7, name: '全体' },
      },
    ],
  });
  assert.deepEqual(db.reads, ['members/staff-1', 'members/staff-1/private/chatwork']);
  assert.ok(fake.requests.every((r) => r.token === 'good-key'));
});

test("a key in the payload is ignored: someone else's or a probed key is never used", async () => {
  fake.requests.length = 0;
  const { deps: d } = deps({ 'staff-1': 'rejected-key' });
  await rejectsWith(
    getChatworkMentions({ auth: { uid: 'staff-1' }, data: { apiKey: 'good-key' } }, d),
    'failed-precondition',
    chatworkReasons.invalidToken,
  );
  assert.ok(fake.requests.length > 0);
  assert.ok(fake.requests.every((r) => r.token === 'rejected-key'));
});

test('signed in but not staff: permission-denied, Chatwork never called', async () => {
  fake.requests.length = 0;
  const { deps: d } = deps({ 'staff-1': 'good-key' });
  await rejectsWith(
    getChatworkMentions({ auth: { uid: 'stranger' }, data: {} }, d),
    'permission-denied',
    mentionsMessages.permissionDenied,
  );
  assert.equal(fake.requests.length, 0);
});

test('signed out: permission-denied without reading members', async () => {
  const { db, deps: d } = deps({ 'staff-1': 'good-key' });
  await rejectsWith(
    getChatworkMentions({ data: {} }, d),
    'permission-denied',
    mentionsMessages.permissionDenied,
  );
  assert.deepEqual(db.reads, []);
});

test('no stored key, or a blank or malformed one, is invalid-argument with the spec text', async () => {
  for (const stored of [undefined, '　 ', 42]) {
    const { deps: d } = deps({ 'staff-1': stored });
    await rejectsWith(
      getChatworkMentions({ auth: { uid: 'staff-1' }, data: { apiKey: 'good-key' } }, d),
      'invalid-argument',
      mentionsMessages.missingKey,
    );
  }
});

test('a stored key over 256 characters is refused before any request', async () => {
  fake.requests.length = 0;
  const { deps: d } = deps({ 'staff-1': 'k'.repeat(257) });
  await rejectsWith(
    getChatworkMentions({ auth: { uid: 'staff-1' }, data: {} }, d),
    'invalid-argument',
    mentionsMessages.keyTooLong,
  );
  assert.equal(fake.requests.length, 0);
});

test('Chatwork failures keep their Japanese reason and get a callable code', async () => {
  const { deps: d } = deps({ 'staff-1': 'rejected-key' });
  await rejectsWith(
    getChatworkMentions({ auth: { uid: 'staff-1' }, data: {} }, d),
    'failed-precondition',
    chatworkReasons.invalidToken,
  );
});

test('a fetch that throws counts as unreachable; a failing staff lookup is not disguised', async () => {
  const { deps: d } = deps({ 'staff-1': 'good-key' });
  const broken = (async () => {
    throw new TypeError('secret detail');
  }) as typeof fetch;
  await rejectsWith(
    getChatworkMentions(
      { auth: { uid: 'staff-1' }, data: {} },
      { ...d, chatwork: { baseUrl: fake.url, fetch: broken } },
    ),
    'unavailable',
    chatworkReasons.unreachable,
  );
  await assert.rejects(
    getChatworkMentions(
      { auth: { uid: 'staff-1' }, data: {} },
      { ...d, isStaff: async () => Promise.reject(new Error('firestore down')) },
    ),
    /firestore down/,
  );
});
