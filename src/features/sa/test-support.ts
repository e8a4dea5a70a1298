import { DataError, setBackendForTests, type Backend, type DataStore } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { saList } from './hooks/use-sa-list';

let n = 0;

/** A fresh empty local backend for the SA data/ module, and a fresh session listener. */
export async function freshSaBackend(): Promise<Backend> {
  n += 1;
  const local = await createLocalBackend({ seed: 'empty', databaseName: `sa-${n}-${Date.now()}` });
  setBackendForTests(local);
  saList.resetForTests();
  return local;
}

/** The same backend with writes failing the way an offline store does (reads keep working). */
export function failWrites(local: Backend): void {
  const store = local.data;
  const offline = () => Promise.reject(new DataError('unavailable', 'offline'));
  const data: DataStore = {
    get: (c, id) => store.get(c, id),
    query: (c, o) => store.query(c, o),
    subscribe: (c, o, onChange, onError) => store.subscribe(c, o, onChange, onError),
    subscribeDoc: (c, id, onChange, onError) => store.subscribeDoc(c, id, onChange, onError),
    runTransaction: () => offline(),
    add: () => offline(),
    set: () => offline(),
    update: () => offline(),
    delete: () => offline(),
    batchWrite: () => offline(),
  };
  setBackendForTests({ ...local, data });
}
