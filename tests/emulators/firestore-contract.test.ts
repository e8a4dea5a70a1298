import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runDataStoreContract } from '../../src/lib/backend/contract/data-store-contract';
import { writerStamp } from '../../src/lib/backend/firebase/firebase-backend';
import { FirestoreDataStore } from '../../src/lib/backend/firebase/firestore-data-store';
import { emulatorHost } from './emulator-env';

// The same contract the local adapter passes in `npm test`, against the Firestore emulator.
// Rules are opened for this separate project id: this suite checks data semantics, not access.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-contract',
    firestore: {
      ...emulatorHost('FIRESTORE_EMULATOR_HOST'),
      rules:
        "rules_version = '2'; service cloud.firestore { match /databases/{db}/documents { match /{document=**} { allow read, write: if true; } } }",
    },
  });
});

afterAll(() => env?.cleanup());

// rules-unit-testing hands out a compat instance; the modular functions accept it.
const firestore = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

runDataStoreContract(
  'firebase (Firestore emulator)',
  async () => new FirestoreDataStore(firestore()),
);

test('the writer stamp goes with every create and update of a customer row, and nowhere else', async () => {
  const store = new FirestoreDataStore(
    firestore(),
    undefined,
    writerStamp(() => 'writer-uid'),
  );
  const stamped = (data: Record<string, unknown> | undefined) => ({
    by: data?.editedBy,
    at: data?.editedAt instanceof Date,
  });
  const yes = { by: 'writer-uid', at: true };
  const added = await store.add('sa_list', { clientName: 'add' });
  await store.set('ob_list', 'set', { clientName: 'set' });
  await store.set('sa_list', 'merge', { clientName: 'merge' }, { merge: true });
  await store.batchWrite([
    { kind: 'set', collection: 'ob_list', id: 'batch', data: { clientName: 'batch' } },
  ]);
  await store.runTransaction(async (tx) => {
    tx.set('sa_list', 'tx', { clientName: 'tx' });
  });
  for (const [table, id] of [
    ['sa_list', added],
    ['ob_list', 'set'],
    ['sa_list', 'merge'],
    ['ob_list', 'batch'],
    ['sa_list', 'tx'],
  ] as const) {
    expect(stamped((await store.get(table, id))?.data), `${table}/${id}`).toEqual(yes);
  }
  // Updates: single, in a batch, in a transaction.
  const plain = new FirestoreDataStore(firestore());
  for (const id of ['u1', 'u2', 'u3']) await plain.set('ob_list', id, { clientName: id });
  await store.update('ob_list', 'u1', { clientName: 'updated' });
  await store.batchWrite([
    { kind: 'update', collection: 'ob_list', id: 'u2', data: { clientName: 'updated' } },
  ]);
  await store.runTransaction(async (tx) => {
    tx.update('ob_list', 'u3', { clientName: 'updated' });
  });
  for (const id of ['u1', 'u2', 'u3'])
    expect(stamped((await store.get('ob_list', id))?.data), `update ${id}`).toEqual(yes);
  await store.set('surveys', 'plain', { title: 'not a customer row' });
  expect((await store.get('surveys', 'plain'))?.data).toEqual({ title: 'not a customer row' });

  // Signed out (no uid): nothing is added (the rules, open in this suite, refuse it elsewhere).
  const anonymous = new FirestoreDataStore(
    firestore(),
    undefined,
    writerStamp(() => undefined),
  );
  await anonymous.set('sa_list', 'nobody', { clientName: 'x' });
  expect((await anonymous.get('sa_list', 'nobody'))?.data).toEqual({ clientName: 'x' });
});
