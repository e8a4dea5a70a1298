import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallableError } from '../callable-error.js';
import {
  actionMessages,
  parseChatworkAction,
  parseMyTasks,
  replyBody,
  runChatworkAction,
  type ChatworkActionDeps,
} from './chatwork-actions.js';
import { chatworkReasons } from './chatwork-client.js';
import { startFakeChatwork, type FakeAccount, type FakeChatwork } from './fake-chatwork-server.js';
import { mentionsMessages } from './get-chatwork-mentions.js';

const me: FakeAccount = { account_id: 100, name: '私', avatar_image_url: '' };
const sato: FakeAccount = { account_id: 200, name: '佐藤', avatar_image_url: '' };
const KEY = 'actions-key';

let fake: FakeChatwork;
let deps: ChatworkActionDeps;
before(async () => {
  fake = await startFakeChatwork({
    [KEY]: {
      me,
      rooms: [{ room_id: 11, name: '営業', last_update_time: 1, messages: [] }],
      tasks: [
        {
          task_id: 1,
          room: { room_id: 11, name: '営業' },
          assigned_by_account: sato,
          message_id: '77',
          body: '見積書',
          limit_time: 2_000_000_000,
          status: 'open',
        },
        {
          task_id: 2,
          room: { room_id: 11, name: '営業' },
          assigned_by_account: sato,
          message_id: '',
          body: '期限なし',
          limit_time: 0,
          status: 'open',
        },
      ],
    },
  });
  deps = {
    isStaff: async (uid) => uid === 'u1',
    chatworkKeyOf: async () => KEY,
    chatwork: { baseUrl: fake.url },
    recordAccount: async (uid, account) => void recorded.push({ uid, ...account }),
  };
});
const recorded: { uid: string; accountId: number; name: string }[] = [];
after(() => fake.close());

const run = (data: unknown, uid = 'u1') => runChatworkAction({ auth: { uid }, data }, deps);

test('既読 marks the room read in Chatwork up to the message', async () => {
  assert.deepEqual(await run({ kind: 'read', roomId: 11, messageId: '1700000000001' }), {
    kind: 'read',
  });
  assert.deepEqual(fake.reads.at(-1), { roomId: 11, messageId: '1700000000001', token: KEY });
});

test('返信 posts as the member with the reply tag and the sender name', async () => {
  const answer = await run({
    kind: 'reply',
    roomId: 11,
    messageId: '1700000000001',
    senderId: 200,
    senderName: '佐藤',
    text: '  了解しました  ',
  });
  assert.equal(answer.kind, 'reply');
  assert.deepEqual(fake.posts.at(-1), {
    roomId: 11,
    token: KEY,
    body: '[rp aid=200 to=11-1700000000001]佐藤さん\n了解しました',
  });
});

test('タスクにする makes a task for the member; マイタスク lists it; 完了にする closes it', async () => {
  const made = await run({ kind: 'task', roomId: 11, text: '請求書を送る', limit: 1_900_000_000 });
  assert.equal(made.kind, 'task');
  const taskId = made.kind === 'task' ? made.taskIds[0]! : 0;
  const listed = await run({ kind: 'myTasks' });
  assert.equal(listed.kind, 'myTasks');
  const tasks = listed.kind === 'myTasks' ? listed.tasks : [];
  // Soonest due first, an undated task last.
  assert.deepEqual(
    tasks.map((t) => t.body),
    ['請求書を送る', '見積書', '期限なし'],
  );
  assert.equal(tasks[1]!.assignedBy, '佐藤');
  await run({ kind: 'completeTask', roomId: 11, taskId });
  const after = await run({ kind: 'myTasks' });
  assert.deepEqual(after.kind === 'myTasks' ? after.tasks.map((t) => t.taskId) : null, [1, 2]);
});

test('the member’s own account, for [To:] in reminders, recorded by the server for the caller', async () => {
  recorded.length = 0;
  assert.deepEqual(await run({ kind: 'me' }), { kind: 'me', accountId: 100, name: '私' });
  assert.deepEqual(recorded, [{ uid: 'u1', accountId: 100, name: '私' }]);
  // Nothing else records an account.
  await run({ kind: 'myTasks' });
  assert.equal(recorded.length, 1);
});

test('no open tasks (Chatwork answers 204) is an empty list', () => {
  assert.deepEqual(parseMyTasks(null), []);
  assert.deepEqual(parseMyTasks([{ task_id: 'x' }, 'junk']), []);
});

test('a bad payload, an empty text, a stranger and a revoked key are refused', async () => {
  const refused = async (promise: Promise<unknown>, code: string, message: string) => {
    await assert.rejects(promise, (error: unknown) => {
      assert.ok(error instanceof CallableError);
      assert.equal(error.code, code);
      assert.equal(error.message, message);
      return true;
    });
  };
  await refused(
    run({ kind: 'read', roomId: '11', messageId: '1' }),
    'invalid-argument',
    actionMessages.badRequest,
  );
  await refused(run({ kind: 'drop-table' }), 'invalid-argument', actionMessages.badRequest);
  await refused(
    run({ kind: 'task', roomId: 11, text: '   ', limit: 1 }),
    'invalid-argument',
    actionMessages.emptyText,
  );
  await refused(
    run({ kind: 'myTasks' }, 'stranger'),
    'permission-denied',
    mentionsMessages.permissionDenied,
  );
  const revoked = runChatworkAction(
    { auth: { uid: 'u1' }, data: { kind: 'myTasks' } },
    { ...deps, chatworkKeyOf: async () => 'revoked' },
  );
  await refused(revoked, 'failed-precondition', chatworkReasons.invalidToken);
});

test('the parsed payload keeps only what the action needs', () => {
  assert.deepEqual(
    parseChatworkAction({ kind: 'read', roomId: 1, messageId: '2', apiKey: 'other-key' }),
    { kind: 'read', roomId: 1, messageId: '2' },
  );
  assert.equal(
    replyBody({ kind: 'reply', roomId: 1, messageId: '2', senderId: 3, senderName: '', text: 'x' }),
    '[rp aid=3 to=1-2]\nx',
  );
});
