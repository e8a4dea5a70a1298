import { setBackendForTests } from '../index';
import type { Backend } from '../types';
import { createLocalBackend } from './local-backend';

let made = 0;

/**
 * Tests: a new, empty local backend (its own IndexedDB database, so tests never share data),
 * made the active backend. `name` only helps reading a failing test's database name; `now` is
 * the server's clock (server timestamps), for a test that needs time to pass without waiting.
 */
export async function freshLocalBackend(
  name: string,
  options: { now?: () => Date } = {},
): Promise<Backend> {
  made += 1;
  const local = await createLocalBackend({
    seed: 'empty',
    databaseName: `${name}-${made}-${Date.now()}`,
    now: options.now,
  });
  setBackendForTests(local);
  return local;
}

/**
 * A server clock for tests in which time must pass without waiting: each reading is `stepMs`
 * after the one before (so every write gets a later timestamp), from `start`.
 */
export function steppingClock(start = new Date('2026-11-27T00:00:00Z'), stepMs = 1_000) {
  let next = start.getTime();
  return () => {
    const reading = new Date(next);
    next += stepMs;
    return reading;
  };
}
