import { runDataStoreContract } from '../contract/data-store-contract';
import { openLocalDatabase } from './local-database';
import { LocalDataStore } from './local-data-store';

let databases = 0;

runDataStoreContract('local (IndexedDB)', async () => {
  databases += 1;
  return new LocalDataStore(await openLocalDatabase(`contract-${databases}`));
});

test('onAdd triggers run after a document is added, with the stored data', async () => {
  const store = new LocalDataStore(await openLocalDatabase('trigger-test'));
  const seen: string[] = [];
  store.onAdd('responses', async (target, doc) => {
    seen.push(String(doc.data.surveyId));
    await target.set('surveyStats', String(doc.data.surveyId), { count: 1 }, { merge: true });
  });
  await store.add('responses', { surveyId: 's1' });
  expect(seen).toEqual(['s1']);
  expect((await store.get('surveyStats', 's1'))?.data).toEqual({ count: 1 });
});
