import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { loadClassMerge } from '@/components/ui/cn';
import { setPasswordHashRoundsForTests } from '@/lib/backend/local/password-hash';
import { instantClock, setPaceClockForTests } from '@/lib/backend/write-pace';

// jsdom lacks pointer capture and scrollIntoView, which sonner, Radix and dnd-kit call.
// No-ops are faithful here: jsdom has no layout, so there is nothing to capture or scroll.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => undefined;

// findBy* waits up to 3 s: lazy chunks (CodeMirror) and IndexedDB reads are slow on a loaded machine.
configure({ asyncUtilTimeout: 3_000 });

// The admin app loads tailwind-merge before its first render; screen tests render its parts.
await loadClassMerge();

// Files share one jsdom per worker (vite.config.ts): sonner keeps undismissed toasts in module
// state and replays them to the next Toaster that mounts, so each test ends with none.
afterEach(() => {
  cleanup();
  toast.dismiss();
});

// Every local backend seeds an account: real PBKDF2, at a unit test's cost (password-hash.ts).
setPasswordHashRoundsForTests(1_000);
// Bulk writes pace by Firestore's ramp (write-pace.ts, tested on a fake clock): not here.
setPaceClockForTests(instantClock());
