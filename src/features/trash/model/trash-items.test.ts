import { parseTrashEntry } from './trash-items';

test('an entry knows when the daily erasure takes it: thirty days after it was deleted', () => {
  expect(
    parseTrashEntry('sa_list_r1', {
      collection: 'sa_list',
      id: 'r1',
      title: '株式会社アオバ',
      deletedBy: 'u1',
      deletedAt: new Date('2026-12-01T03:00:00Z'),
      data: { clientName: '株式会社アオバ' },
    }),
  ).toEqual({
    itemId: 'sa_list_r1',
    collection: 'sa_list',
    id: 'r1',
    title: '株式会社アオバ',
    deletedBy: 'u1',
    deletedAt: new Date('2026-12-01T03:00:00Z'),
    purgeAt: new Date('2026-12-31T03:00:00Z'),
  });
  expect(parseTrashEntry('x', { collection: 'members', id: 'u1' })).toBeNull();
});
