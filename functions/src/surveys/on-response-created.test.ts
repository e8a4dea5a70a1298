import assert from 'node:assert/strict';
import { test } from 'node:test';
import { onResponseCreated } from './on-response-created.js';

// Retrying is safe because a second delivery of one event changes nothing: see
// 'a new response updates the statistics and the count once, even when delivered twice' in
// record-response-stats.test.ts.
test('the statistics trigger is retried on failure and capped in instances', () => {
  const endpoint = (onResponseCreated as unknown as { __endpoint: Record<string, unknown> })
    .__endpoint;
  const trigger = endpoint.eventTrigger as { retry?: unknown; eventFilterPathPatterns?: unknown };
  assert.equal(trigger.retry, true);
  assert.deepEqual(trigger.eventFilterPathPatterns, { document: 'responses/{responseId}' });
  assert.equal(endpoint.maxInstances, 10);
});
