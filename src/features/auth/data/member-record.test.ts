import { setBackendForTests } from '@/lib/backend';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local/local-backend';
import { ensureMember } from './member-record';

let n = 0;
let local: LocalBackend;

beforeEach(async () => {
  local = await createLocalBackend({ seed: 'empty', databaseName: `member-record-${(n += 1)}` });
  setBackendForTests(local);
});

test('the first sign-in creates a member keyed by uid, named after the e-mail', async () => {
  const member = await ensureMember({ uid: 'u1', email: 'hanako@example.com' });
  expect(member).toEqual({ id: 'u1', uid: 'u1', name: 'hanako', email: 'hanako@example.com' });
  const stored = await local.data.get('members', 'u1');
  expect(stored?.data).toMatchObject({
    uid: 'u1',
    name: 'hanako',
    email: 'hanako@example.com',
    chatworkApiKey: '',
  });
  expect(stored?.data.createdAt).toBeInstanceOf(Date);
});

test('without a local part the name is ユーザー', async () => {
  expect((await ensureMember({ uid: 'u2', email: null })).name).toBe('ユーザー');
});

test('an existing member is returned unchanged, so a renamed member keeps the new name', async () => {
  await local.data.set('members', 'u3', {
    uid: 'u3',
    name: '佐藤 花子',
    email: 'sato@example.com',
  });
  expect((await ensureMember({ uid: 'u3', email: 'sato@example.com' })).name).toBe('佐藤 花子');
  expect(await local.data.query('members')).toHaveLength(1);
});

test('an older record under another id is copied to the uid key with its name and chat key', async () => {
  const createdAt = new Date('2025-01-01T00:00:00Z');
  await local.data.set('members', 'random-id', {
    uid: 'u4',
    name: '田中',
    email: 'tanaka@example.com',
    chatworkApiKey: 'key',
    createdAt,
  });
  const member = await ensureMember({ uid: 'u4', email: 'tanaka@example.com' });
  expect(member).toEqual({ id: 'u4', uid: 'u4', name: '田中', email: 'tanaka@example.com' });
  expect((await local.data.get('members', 'u4'))?.data).toMatchObject({
    chatworkApiKey: 'key',
    createdAt,
  });
});
