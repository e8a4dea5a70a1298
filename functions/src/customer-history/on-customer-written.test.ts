import assert from 'node:assert/strict';
import { test } from 'node:test';
import { onObCustomerWritten, onSaCustomerWritten } from './on-customer-written.js';

type Endpoint = { eventTrigger: Record<string, unknown>; maxInstances?: unknown };
const endpointOf = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

test('both customer tables have a history trigger with auth context, retried and capped', () => {
  for (const [fn, document] of [
    [onSaCustomerWritten, 'sa_list/{rowId}'],
    [onObCustomerWritten, 'ob_list/{rowId}'],
  ] as const) {
    const endpoint = endpointOf(fn);
    assert.equal(
      endpoint.eventTrigger.eventType,
      'google.cloud.firestore.document.v1.written.withAuthContext',
    );
    assert.deepEqual(endpoint.eventTrigger.eventFilterPathPatterns, { document });
    assert.equal(endpoint.eventTrigger.retry, true);
    assert.equal(endpoint.maxInstances, 10);
  }
});
