import {
  moveToTrash,
  purgeTargets,
  restoreFromTrash,
  TrashRefused,
  type TrashStore,
} from './trash-core';

function memoryStore(docs: Record<string, Record<string, unknown>>): TrashStore {
  return {
    get: async (collection, id) => docs[`${collection}/${id}`] ?? null,
    set: (collection, id, data) => void (docs[`${collection}/${id}`] = data),
    update: (collection, id, data) =>
      void (docs[`${collection}/${id}`] = { ...docs[`${collection}/${id}`], ...data }),
    delete: (collection, id) => void delete docs[`${collection}/${id}`],
  };
}

const NOW = new Date('2026-12-07T00:00:00Z');

test('a row leaves its table as an exact copy and comes back stamped by whoever restored it', async () => {
  const docs: Record<string, Record<string, unknown>> = {
    'sa_list/r1': { clientName: '株式会社アオバ', progress: '商談中' },
  };
  const store = memoryStore(docs);
  const { itemId } = await moveToTrash(
    store,
    { collection: 'sa_list', id: 'r1' },
    { uid: 'u1' },
    NOW,
  );
  expect(docs['sa_list/r1']).toBeUndefined();
  expect(docs[`trash/${itemId}`]).toMatchObject({
    title: '株式会社アオバ',
    deletedBy: 'u1',
    data: { clientName: '株式会社アオバ', progress: '商談中' },
  });
  await restoreFromTrash(store, itemId, { uid: 'u2' }, NOW);
  expect(docs['sa_list/r1']).toEqual({
    clientName: '株式会社アオバ',
    progress: '商談中',
    editedBy: 'u2',
    editedAt: NOW,
  });
  expect(docs[`trash/${itemId}`]).toBeUndefined();
});

test('a contact leaves as it was and comes back to its company, not to one that is gone', async () => {
  const contact = { table: 'sa_list', rowId: 'r1', name: '山田 太郎', primary: true };
  const docs: Record<string, Record<string, unknown>> = {
    'sa_list/r1': { clientName: '株式会社アオバ' },
    'customerContacts/ct1': { ...contact },
  };
  const store = memoryStore(docs);
  const by = { uid: 'u1' };
  const { itemId } = await moveToTrash(
    store,
    { collection: 'customerContacts', id: 'ct1' },
    by,
    NOW,
  );
  expect(docs['customerContacts/ct1']).toBeUndefined();
  expect(docs[`trash/${itemId}`]).toMatchObject({ title: '山田 太郎', data: contact });
  await restoreFromTrash(store, itemId, by, NOW);
  expect(docs['customerContacts/ct1']).toEqual({ ...contact, primary: false, updatedAt: NOW });

  // Its company deleted (or merged away) meanwhile: it stays in the ゴミ箱.
  const again = await moveToTrash(store, { collection: 'customerContacts', id: 'ct1' }, by, NOW);
  delete docs['sa_list/r1'];
  await expect(restoreFromTrash(store, again.itemId, by, NOW)).rejects.toMatchObject({
    code: 'failed-precondition',
  });
  docs['sa_list/r1'] = { clientName: 'x', mergedInto: 'r2' };
  await expect(restoreFromTrash(store, again.itemId, by, NOW)).rejects.toBeInstanceOf(TrashRefused);
  expect(docs[`trash/${again.itemId}`]).toBeDefined();
});

test('a merged-away row and an unknown collection are refused; a survey is archived in place', async () => {
  const docs: Record<string, Record<string, unknown>> = {
    'sa_list/m1': { clientName: 'x', mergedInto: 'r1' },
    'surveys/s1': { title: '満足度', status: 'published' },
  };
  const store = memoryStore(docs);
  await expect(
    moveToTrash(store, { collection: 'sa_list', id: 'm1' }, { uid: 'u1' }, NOW),
  ).rejects.toBeInstanceOf(TrashRefused);
  await expect(
    moveToTrash(store, { collection: 'members', id: 'u1' }, { uid: 'u1' }, NOW),
  ).rejects.toMatchObject({ code: 'invalid-argument' });
  await moveToTrash(store, { collection: 'surveys', id: 's1' }, { uid: 'u1' }, NOW);
  expect(docs['surveys/s1']).toMatchObject({ isArchived: true, title: '満足度' });
});

test('完全に削除 of a survey takes its own documents and its responses with their records', async () => {
  const targets = await purgeTargets(
    { collection: 'surveys', id: 's1' },
    'surveys_s1',
    async () => ['r1'],
  );
  expect(targets.map(({ collection, id }) => `${collection}/${id}`)).toEqual([
    'trash/surveys_s1',
    'surveys/s1',
    'surveyStats/s1',
    'surveySummaries/s1',
    'surveyLinkRules/s1',
    'surveyAnswerSlots/s1',
    'surveyAnswerSlotClaims/s1',
    'responses/r1',
    'responseLinks/r1',
    'surveyNotifications/r1',
  ]);
  expect(
    await purgeTargets({ collection: 'sa_list', id: 'r1' }, 'sa_list_r1', async () => ['x']),
  ).toEqual([{ collection: 'trash', id: 'sa_list_r1' }]);
});
