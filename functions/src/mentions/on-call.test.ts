import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getChatworkMentions } from './on-call.js';

test('getChatworkMentions is a callable in us-central1', () => {
  const endpoint = (getChatworkMentions as unknown as { __endpoint: Record<string, unknown> })
    .__endpoint;
  assert.deepEqual(endpoint.region, ['us-central1']);
  assert.ok('callableTrigger' in endpoint);
});
