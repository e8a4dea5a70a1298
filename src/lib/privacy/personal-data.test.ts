import { expect, test } from 'vitest';
import { findPersonalData, needleOf, type PathDoc, type PersonalDataSource } from './personal-data';

function source(docs: Record<string, Record<string, unknown>>): PersonalDataSource {
  return {
    list: async (collection) =>
      Object.entries(docs)
        .filter(([path]) => path.startsWith(`${collection}/`))
        .map(([path, data]): PathDoc => ({ path, data })),
    listMentions: async () => [],
  };
}

test('a company found by its name brings its 先方担当者 from the ゴミ箱, not another company’s', async () => {
  const found = await findPersonalData(
    source({
      'sa_list/c1': { clientName: '株式会社アオバ' },
      'sa_list/c2': { clientName: '別会社' },
      'trash/customerContacts_ct1': {
        collection: 'customerContacts',
        id: 'ct1',
        title: '山田 太郎',
        data: { table: 'sa_list', rowId: 'c1', name: '山田 太郎', email: 'yamada@example.com' },
      },
      'trash/customerContacts_ct2': {
        collection: 'customerContacts',
        id: 'ct2',
        title: '佐藤 花子',
        data: { table: 'sa_list', rowId: 'c2', name: '佐藤 花子' },
      },
    }),
    needleOf('アオバ')!,
  );
  expect(found.map((doc) => [doc.kind, doc.path])).toEqual([
    ['rows', 'sa_list/c1'],
    ['trashCopies', 'trash/customerContacts_ct1'],
  ]);
});
