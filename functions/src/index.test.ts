import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLOUD_CALLABLES } from './shared/contracts/callables.js';
import * as deployed from './index.js';

// The browser calls each function by the name in src/contracts/callables.ts; the deploy names it
// by its export here. A callable exported under another name would answer 'not-found'.
test('every callable the browser calls is exported under its contract name', () => {
  for (const name of CLOUD_CALLABLES)
    assert.ok(name in deployed, `functions/src/index.ts does not export ${name}`);
});
