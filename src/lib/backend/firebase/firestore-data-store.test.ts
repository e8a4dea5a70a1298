import { deleteApp, initializeApp } from 'firebase/app';
import { doc, getDoc, initializeFirestore, Timestamp, type Firestore } from 'firebase/firestore';
import { DataError } from '../errors';
import { firestoreSettings } from './firebase-backend';
import { toDataError } from './error-codes';
import { FirestoreDataStore } from './firestore-data-store';

const firestoreError = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });

describe('toDataError', () => {
  it.each([
    ['permission-denied', 'permission-denied'],
    ['not-found', 'not-found'],
    ['failed-precondition', 'failed-precondition'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['aborted', 'aborted'],
    ['resource-exhausted', 'resource-exhausted'],
    ['unauthenticated', 'unauthenticated'],
    ['invalid-argument', 'invalid-argument'],
    ['internal', 'unknown'],
  ])('maps Firestore %s to %s and keeps the message and cause', (code, expected) => {
    const cause = firestoreError(code);
    const error = toDataError(cause);
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe(expected);
    expect(error.message).toBe(`failed: ${code}`);
    expect(error.cause).toBe(cause);
  });

  it('maps an error thrown by the SDK itself', () => {
    let thrown: unknown;
    try {
      new Timestamp(1e20, 0);
    } catch (error) {
      thrown = error;
    }
    expect(toDataError(thrown).code).toBe('invalid-argument');
  });

  it('passes a DataError through and makes anything else unknown', () => {
    const mine = new DataError('not-found', 'x');
    expect(toDataError(mine)).toBe(mine);
    expect(toDataError('boom').code).toBe('unknown');
  });
});

describe('firestoreSettings', () => {
  it('uses a persistent multi-tab cache only when asked (the admin app)', () => {
    const admin = firestoreSettings({ persistentCache: true });
    expect(admin.localCache?.kind).toBe('persistent');
    expect(admin.ignoreUndefinedProperties).toBe(true);
    expect(firestoreSettings({}).localCache).toBeUndefined();
  });
});

describe('clearLocalCache', () => {
  it('terminates the instance, clears it and continues on a freshly opened one', async () => {
    const app = initializeApp({ apiKey: 'k', projectId: 'demo-cache', appId: 'a' }, 'cache-test');
    const opened: Firestore[] = [];
    const open = () => {
      const db = initializeFirestore(app, {});
      opened.push(db);
      return db;
    };
    const store = new FirestoreDataStore(open(), open);
    await store.clearLocalCache();
    expect(opened).toHaveLength(2);
    expect(opened[1]).not.toBe(opened[0]);
    // The old instance is terminated: it refuses work without reaching the network.
    expect(() => getDoc(doc(opened[0]!, 'rows/a'))).toThrow(/terminated/);
    await deleteApp(app);
  });
});
