import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLOUD_CALLABLES } from './shared/contracts/callables.js';
import { CUSTOMER_TABLE_SCHEMAS } from './shared/contracts/customer-tables.js';
import * as deployed from './index.js';
import { FUNCTIONS_REGION } from './region.js';

// The browser calls each function by the name in src/contracts/callables.ts; the deploy names it
// by its export here. A callable exported under another name would answer 'not-found'.
test('every callable the browser calls is exported under its contract name', () => {
  for (const name of CLOUD_CALLABLES)
    assert.ok(name in deployed, `functions/src/index.ts does not export ${name}`);
});

// Every function, callable, webhook, trigger or schedule, runs where the customers' data is kept.
test('every function is deployed in the functions region, Tokyo unless FUNCTIONS_REGION says', () => {
  assert.equal(FUNCTIONS_REGION, process.env.FUNCTIONS_REGION?.trim() || 'asia-northeast1');
  for (const [name, fn] of Object.entries(deployed)) {
    const endpoint = (fn as { __endpoint?: { region?: unknown } }).__endpoint;
    assert.ok(endpoint, `${name} is not a function definition`);
    assert.deepEqual(endpoint.region, [FUNCTIONS_REGION], name);
  }
});

// A customer table's history is recorded by a trigger on its collection: a table added to the
// registry without one would keep no history (functions/src/customer-history/).
test('every customer table of the registry has its history trigger', () => {
  const written = Object.values(deployed).flatMap((fn) => {
    const trigger = (fn as { __endpoint?: { eventTrigger?: Record<string, unknown> } }).__endpoint
      ?.eventTrigger;
    const pattern = (trigger?.eventFilterPathPatterns as { document?: string } | undefined)
      ?.document;
    return String(trigger?.eventType ?? '').includes('written') && pattern ? [pattern] : [];
  });
  for (const { collection } of CUSTOMER_TABLE_SCHEMAS)
    assert.ok(written.includes(`${collection}/{rowId}`), `no history trigger for ${collection}`);
});
