import { cleanUpAfterMemberDeleted, type PrivateCleanupPorts } from './private-cleanup';

function fakePorts(existing: string[]) {
  const deleted: string[] = [];
  const ports: PrivateCleanupPorts = {
    memberExists: async (uid) => existing.includes(uid),
    deleteOwnData: async (uid) => {
      deleted.push(uid);
    },
  };
  return { ports, deleted };
}

test('deleting a member deletes their private documents', async () => {
  const { ports, deleted } = fakePorts([]);
  expect(await cleanUpAfterMemberDeleted('u1', { uid: 'u1', name: 'a' }, ports)).toBe('u1');
  expect(deleted).toEqual(['u1']);
});

test('a legacy record is cleaned up under its uid field, not its document id', async () => {
  const { ports, deleted } = fakePorts([]);
  expect(await cleanUpAfterMemberDeleted('legacy-id', { uid: 'u2' }, ports)).toBe('u2');
  expect(deleted).toEqual(['u2']);
});

test('a person who still has their members/{uid} record keeps their private documents', async () => {
  const { ports, deleted } = fakePorts(['u3']);
  expect(await cleanUpAfterMemberDeleted('legacy-id', { uid: 'u3' }, ports)).toBeNull();
  expect(deleted).toEqual([]);
});

test('without a usable uid field the document id is the uid', async () => {
  const { ports, deleted } = fakePorts([]);
  await cleanUpAfterMemberDeleted('u4', { uid: '  ' }, ports);
  await cleanUpAfterMemberDeleted('u5', undefined, ports);
  expect(deleted).toEqual(['u4', 'u5']);
});
