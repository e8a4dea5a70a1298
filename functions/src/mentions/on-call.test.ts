import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getChatworkMentions } from './on-call.js';
import { FUNCTIONS_REGION } from '../region.js';

test('getChatworkMentions is a callable in the functions’ region', () => {
  const endpoint = (getChatworkMentions as unknown as { __endpoint: Record<string, unknown> })
    .__endpoint;
  assert.deepEqual(endpoint.region, [FUNCTIONS_REGION]);
  assert.ok('callableTrigger' in endpoint);
});
