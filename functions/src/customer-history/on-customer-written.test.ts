import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CUSTOMER_TABLE_SCHEMAS } from '../shared/contracts/customer-tables.js';
import * as triggers from './on-customer-written.js';

type Endpoint = { eventTrigger: Record<string, unknown>; maxInstances?: unknown };
const endpointOf = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

test('every customer table of the registry has a history trigger with auth context, retried and capped', () => {
  const documentOf = (fn: unknown) =>
    (endpointOf(fn).eventTrigger.eventFilterPathPatterns as { document: string }).document;
  for (const { collection } of CUSTOMER_TABLE_SCHEMAS) {
    const document = `${collection}/{rowId}`;
    const fn = Object.values(triggers).find((candidate) => documentOf(candidate) === document);
    assert.ok(fn, `no history trigger on ${document}`);
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
