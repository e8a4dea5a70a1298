// Pure tests (`*.test.ts`) run under Node: no DOM to set up. The local backend's tests still
// need IndexedDB, which Node lacks; fake-indexeddb provides it.
import 'fake-indexeddb/auto';
import { setPasswordHashRoundsForTests } from '@/lib/backend/local/password-hash';

// Every local backend seeds an account: real PBKDF2, at a unit test's cost (password-hash.ts).
setPasswordHashRoundsForTests(1_000);
