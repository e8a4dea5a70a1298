import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallableError } from '../callable-error.js';
import { startFakeChatwork, type FakeChatwork } from './fake-chatwork-server.js';
import { chatworkReasons } from './fetch-chatwork-mentions.js';
import {
  getChatworkMentions,
  mentionsMessages,
  staffFromMembers,
  type MemberDirectory,
} from './get-chatwork-mentions.js';

/** The Admin SDK's Firestore as far as the staff check reads it: members/{uid} exists or not. */
function fakeAdminDb(memberUids: string[]): MemberDirectory & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    doc: (path) => ({
      get: async () => {
        reads.push(path);
        return { exists: memberUids.some((uid) => path === `members/${uid}`) };
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

const deps = (staff: string[]) => {
  const db = fakeAdminDb(staff);
  return { db, deps: { isStaff: staffFromMembers(db), chatwork: { baseUrl: fake.url } } };
};

const rejectsWith = async (promise: Promise<unknown>, code: string, message: string) =>
  assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof CallableError);
    assert.equal(error.code, code);
    assert.equal(error.message, message);
    return true;
  });

test('a staff member gets {mentions}', async () => {
  const { db, deps: d } = deps(['staff-1']);
  const result = await getChatworkMentions(
    { auth: { uid: 'staff-1' }, data: { apiKey: ' good-key ' } },
    d,
  );
  assert.deepEqual(result, {
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
  assert.deepEqual(db.reads, ['members/staff-1']);
  assert.ok(fake.requests.every((r) => r.token === 'good-key'));
});

test('signed in but not staff: permission-denied, Chatwork never called', async () => {
  fake.requests.length = 0;
  const { deps: d } = deps(['staff-1']);
  await rejectsWith(
    getChatworkMentions({ auth: { uid: 'stranger' }, data: { apiKey: 'good-key' } }, d),
    'permission-denied',
    mentionsMessages.permissionDenied,
  );
  assert.equal(fake.requests.length, 0);
});

test('signed out: permission-denied without reading members', async () => {
  const { db, deps: d } = deps(['staff-1']);
  await rejectsWith(
    getChatworkMentions({ data: { apiKey: 'good-key' } }, d),
    'permission-denied',
    mentionsMessages.permissionDenied,
  );
  assert.deepEqual(db.reads, []);
});

test('a missing or blank key is invalid-argument with the spec text', async () => {
  const { deps: d } = deps(['staff-1']);
  for (const data of [{}, { apiKey: '　 ' }, { apiKey: 42 }, null, 'good-key'])
    await rejectsWith(
      getChatworkMentions({ auth: { uid: 'staff-1' }, data }, d),
      'invalid-argument',
      mentionsMessages.missingKey,
    );
});

test('a key over 256 characters is refused before any request', async () => {
  const { deps: d } = deps(['staff-1']);
  await rejectsWith(
    getChatworkMentions({ auth: { uid: 'staff-1' }, data: { apiKey: 'k'.repeat(257) } }, d),
    'invalid-argument',
    mentionsMessages.keyTooLong,
  );
});

test('Chatwork failures keep their Japanese reason and get a callable code', async () => {
  const { deps: d } = deps(['staff-1']);
  await rejectsWith(
    getChatworkMentions({ auth: { uid: 'staff-1' }, data: { apiKey: 'rejected-key' } }, d),
    'failed-precondition',
    chatworkReasons.invalidToken,
  );
});

test('a fetch that throws counts as unreachable; a failing staff lookup is not disguised', async () => {
  const { deps: d } = deps(['staff-1']);
  const broken = (async () => {
    throw new TypeError('secret detail');
  }) as typeof fetch;
  await rejectsWith(
    getChatworkMentions(
      { auth: { uid: 'staff-1' }, data: { apiKey: 'good-key' } },
      { ...d, chatwork: { baseUrl: fake.url, fetch: broken } },
    ),
    'unavailable',
    chatworkReasons.unreachable,
  );
  await assert.rejects(
    getChatworkMentions(
      { auth: { uid: 'staff-1' }, data: { apiKey: 'good-key' } },
      { isStaff: async () => Promise.reject(new Error('firestore down')) },
    ),
    /firestore down/,
  );
});
