import { permissionsFor } from '@/contracts/roles';
import { parseMember, sortMembers } from './member-list';

test('parses a stored member; missing fields become empty and uid falls back to the id', () => {
  const createdAt = new Date('2026-01-02T03:04:05Z');
  expect(
    parseMember('u1', {
      uid: 'u1',
      name: '佐藤',
      email: 's@example.com',
      createdAt,
      chatworkAccountId: 100,
      role: 'viewer',
    }),
  ).toEqual({
    id: 'u1',
    uid: 'u1',
    name: '佐藤',
    email: 's@example.com',
    createdAt,
    chatworkAccountId: 100,
    permissions: permissionsFor('viewer', false),
  });
  expect(parseMember('u2', { name: 3, createdAt: 'yesterday' })).toEqual({
    id: 'u2',
    uid: 'u2',
    name: '',
    email: '',
    createdAt: null,
    chatworkAccountId: null,
    // A record from before roles: a メンバー without the export right until migrated.
    permissions: permissionsFor('member', false),
  });
});

test('oldest first; records without a date last; equal dates by name', () => {
  const at = (iso: string) => new Date(iso);
  const members = [
    { id: 'c', uid: 'c', name: 'c', email: '', createdAt: at('2026-03-01T00:00:00Z') },
    { id: 'x', uid: 'x', name: 'x', email: '', createdAt: null },
    { id: 'b', uid: 'b', name: 'b', email: '', createdAt: at('2026-01-01T00:00:00Z') },
    { id: 'a', uid: 'a', name: 'a', email: '', createdAt: at('2026-01-01T00:00:00Z') },
  ];
  expect(
    sortMembers(
      members.map((m) => ({
        ...m,
        chatworkAccountId: null,
        permissions: permissionsFor('member', false),
      })),
    ).map((m) => m.id),
  ).toEqual(['a', 'b', 'c', 'x']);
});
