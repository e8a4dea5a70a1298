import { setBackendForTests } from '../index';
import type { Backend } from '../types';
import { createLocalBackend } from './local-backend';

let made = 0;

/**
 * Tests: a new, empty local backend (its own IndexedDB database, so tests never share data),
 * made the active backend. `name` only helps reading a failing test's database name.
 */
export async function freshLocalBackend(name: string): Promise<Backend> {
  made += 1;
  const local = await createLocalBackend({
    seed: 'empty',
    databaseName: `${name}-${made}-${Date.now()}`,
  });
  setBackendForTests(local);
  return local;
}
