import { DataError, setBackendForTests, type Backend, type DataStore } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';

let n = 0;

/** A fresh empty local backend, installed for the feature's data/ modules. */
export async function freshBackend(): Promise<Backend> {
  n += 1;
  const local = await createLocalBackend({
    seed: 'empty',
    databaseName: `dropdowns-${n}-${Date.now()}`,
  });
  setBackendForTests(local);
  return local;
}

/** The same backend, with reads and / or writes failing the way an offline store does. */
export function installFaults(local: Backend, faults: { reads?: boolean; writes?: boolean }): void {
  const store = local.data;
  const offline = () => Promise.reject(new DataError('unavailable', 'offline'));
  const data: DataStore = {
    get: (c, id) => (faults.reads ? offline() : store.get(c, id)),
    query: (c, o) => (faults.reads ? offline() : store.query(c, o)),
    add: (c, d) => (faults.writes ? offline() : store.add(c, d)),
    set: (c, id, d, o) => (faults.writes ? offline() : store.set(c, id, d, o)),
    update: (c, id, d) => (faults.writes ? offline() : store.update(c, id, d)),
    delete: (c, id) => (faults.writes ? offline() : store.delete(c, id)),
    subscribe: (c, o, onChange, onError) => store.subscribe(c, o, onChange, onError),
    subscribeDoc: (c, id, onChange, onError) => store.subscribeDoc(c, id, onChange, onError),
    batchWrite: (w) => (faults.writes ? offline() : store.batchWrite(w)),
    // A transaction reads, then writes: either fault makes it fail, as offline Firestore does.
    runTransaction: (fn) => (faults.reads || faults.writes ? offline() : store.runTransaction(fn)),
  };
  setBackendForTests({ ...local, data });
}
