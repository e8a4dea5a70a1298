import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { registerMemberLocalTriggers } from './local-triggers';

async function withMembers() {
  const local = await freshLocalBackend('member-triggers');
  registerMemberLocalTriggers(local.data);
  const member = (uid: string) => ({
    uid,
    name: uid,
    email: `${uid}@example.com`,
    createdAt: new Date(),
  });
  await local.data.set('members', 'u1', member('u1'));
  await local.data.set('members/u1/private', 'chatwork', { apiKey: 'token-1' });
  await local.data.set('members/u1/mentions', '77-1', { body: '[To:1]u1さん' });
  await local.data.set('assigneeNames', '山本', { uid: 'u1' });
  await local.data.set('assigneeNames', '佐藤', { uid: 'u2' });
  await local.data.set('members', 'u2', member('u2'));
  await local.data.set('members', 'legacy-u2', member('u2'));
  await local.data.set('members/u2/private', 'chatwork', { apiKey: 'token-2' });
  return local;
}

test('deleting a member deletes their Chatwork token and mentions with the record', async () => {
  const local = await withMembers();
  await local.data.delete('members', 'u1');
  expect(await local.data.get('members/u1/private', 'chatwork')).toBeNull();
  expect(await local.data.query('members/u1/mentions')).toEqual([]);
  // Their names are free again; nobody else's.
  expect(await local.data.get('assigneeNames', '山本')).toBeNull();
  expect(await local.data.get('assigneeNames', '佐藤')).not.toBeNull();
  // Nobody else's token is touched.
  expect(await local.data.get('members/u2/private', 'chatwork')).not.toBeNull();
});

test('deleting a legacy duplicate keeps the token of a person who is still a member', async () => {
  const local = await withMembers();
  await local.data.delete('members', 'legacy-u2');
  expect(await local.data.get('members/u2/private', 'chatwork')).not.toBeNull();
  await local.data.delete('members', 'u2');
  expect(await local.data.get('members/u2/private', 'chatwork')).toBeNull();
});
