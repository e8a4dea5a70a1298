import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { runDataStoreContract } from '../../src/lib/backend/contract/data-store-contract';
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

runDataStoreContract('firebase (Firestore emulator)', async () => {
  // rules-unit-testing hands out a compat instance; the modular functions accept it.
  return new FirestoreDataStore(env.unauthenticatedContext().firestore() as unknown as Firestore);
});
