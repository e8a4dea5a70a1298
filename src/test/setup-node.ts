// Pure tests (`*.test.ts`) run under Node: no DOM to set up. The local backend's tests still
// need IndexedDB, which Node lacks; fake-indexeddb provides it.
import 'fake-indexeddb/auto';
import { setPasswordHashRoundsForTests } from '@/lib/backend/local/password-hash';
import { instantClock, setPaceClockForTests } from '@/lib/backend/write-pace';

// Every local backend seeds an account: real PBKDF2, at a unit test's cost (password-hash.ts).
setPasswordHashRoundsForTests(1_000);

// Bulk writes pace by Firestore's ramp (write-pace.ts, tested there on a fake clock); elsewhere a
// 502-row paste must not wait a real second.
setPaceClockForTests(instantClock());
