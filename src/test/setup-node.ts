// Pure tests (`*.test.ts`) run under Node: no DOM to set up. The local backend's tests still
// need IndexedDB, which Node lacks; fake-indexeddb provides it.
import 'fake-indexeddb/auto';
