import { describe, expect, test } from 'vitest';
import { closingReason, closingUpdate, storedLimit } from './closing';

describe('when a survey closes', () => {
  const at = new Date('2026-12-01T09:00:00Z');
  const before = new Date(at.getTime() - 1);

  test('at its closing time (a Date, a Timestamp or {seconds})', () => {
    for (const closesAt of [
      at,
      { toMillis: () => at.getTime() },
      { seconds: at.getTime() / 1000 },
    ]) {
      expect(closingReason({ closesAt }, before)).toBeNull();
      expect(closingReason({ closesAt }, at)).toBe('time');
    }
  });

  test('at its limit of answers', () => {
    expect(closingReason({ maxResponses: 3, responseCount: 2 }, at)).toBeNull();
    expect(closingReason({ maxResponses: 3, responseCount: 3 }, at)).toBe('count');
    expect(closingReason({ maxResponses: 3, responseCount: 2 }, at, 3)).toBe('count');
  });

  test('never without a time or a limit; a stored limit must be a positive whole number', () => {
    expect(closingReason({ responseCount: 10_000 }, at)).toBeNull();
    for (const bad of [0, -1, 1.5, '3', null]) expect(storedLimit(bad)).toBeNull();
    expect(storedLimit(3)).toBe(3);
  });

  test('the update: status closed, at the closing time or now; only for a published survey', () => {
    const now = new Date('2026-12-02T00:00:00Z');
    expect(closingUpdate({ status: 'published', closesAt: at }, now)).toEqual({
      status: 'closed',
      closedAt: at,
    });
    expect(closingUpdate({ status: 'published', maxResponses: 1 }, now, 1)).toEqual({
      status: 'closed',
      closedAt: now,
    });
    expect(closingUpdate({ status: 'draft', closesAt: at }, now)).toBeNull();
    expect(closingUpdate({ status: 'closed', closesAt: at }, now)).toBeNull();
    expect(closingUpdate({ status: 'published', maxResponses: 5 }, now, 4)).toBeNull();
  });
});
