import { CALLABLE_REASONS, reasonOf } from './callable-reasons';

test('reads a known reason from error details', () => {
  expect(reasonOf({ reason: 'ai-not-configured' })).toBe(CALLABLE_REASONS.aiNotConfigured);
});

test('anything else is no reason: absent, unknown, or not an object', () => {
  expect(reasonOf(undefined)).toBeNull();
  expect(reasonOf(null)).toBeNull();
  expect(reasonOf('ai-not-configured')).toBeNull();
  expect(reasonOf({ reason: 'something-else' })).toBeNull();
  expect(reasonOf({})).toBeNull();
});
