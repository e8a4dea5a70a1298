import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addMember, changeMemberPassword, reAddMember } from './on-call.js';
import { FUNCTIONS_REGION } from '../region.js';

test('the members callables are callables in the functions’ region with an instance cap', () => {
  for (const fn of [addMember, reAddMember, changeMemberPassword]) {
    const endpoint = (fn as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
    assert.deepEqual(endpoint.region, [FUNCTIONS_REGION]);
    assert.ok('callableTrigger' in endpoint);
    assert.equal(endpoint.maxInstances, 10);
  }
});
