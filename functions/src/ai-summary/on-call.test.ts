import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateSurveySummary } from './on-call.js';
import { FUNCTIONS_REGION } from '../region.js';

test('generateSurveySummary is a callable in the functions’ region bound to the AI_API_KEY secret only', () => {
  const endpoint = (generateSurveySummary as unknown as { __endpoint: Record<string, unknown> })
    .__endpoint;
  assert.deepEqual(endpoint.region, [FUNCTIONS_REGION]);
  assert.ok('callableTrigger' in endpoint);
  const secrets = endpoint.secretEnvironmentVariables as { key: string }[];
  assert.deepEqual(
    secrets.map((secret) => secret.key),
    ['AI_API_KEY'],
  );
});
