import { describe, expect, it } from 'vitest';
import { fieldIdsOf, responseRejection } from './response-acceptance';

describe('response acceptance (the rules, for the local backend)', () => {
  const live = { status: 'published', fieldIds: ['a', 'b'] };

  it('lists field ids in field order', () => {
    expect(fieldIdsOf([{ id: 'x' }, { id: 'y' }])).toEqual(['x', 'y']);
    expect(fieldIdsOf([])).toEqual([]);
  });

  it('accepts answers whose keys are fields of a published, non-archived survey', () => {
    expect(responseRejection(live, { a: 1, b: ['x'] })).toBeNull();
    expect(responseRejection(live, {})).toBeNull();
    expect(responseRejection({ ...live, isArchived: false }, { a: 1 })).toBeNull();
  });

  it('refuses forged keys, __x__ included, and a fieldIds that is not a list', () => {
    expect(responseRejection(live, { a: 1, forged: 2 })).toBe('unknown-field');
    expect(responseRejection(live, { __x__: 1 })).toBe('unknown-field');
    expect(responseRejection(live, { ａ: 1 })).toBe('unknown-field');
    expect(responseRejection({ ...live, fieldIds: 'a' }, { a: 1 })).toBe('unknown-field');
  });

  it('accepts any keys for a legacy survey without fieldIds', () => {
    expect(responseRejection({ status: 'published' }, { anything: 1 })).toBeNull();
  });

  it('refuses missing, unpublished and archived surveys', () => {
    expect(responseRejection(null, {})).toBe('missing-survey');
    expect(responseRejection(undefined, {})).toBe('missing-survey');
    expect(responseRejection({ ...live, status: 'draft' }, {})).toBe('not-published');
    expect(responseRejection({ ...live, status: 'closed' }, {})).toBe('not-published');
    expect(responseRejection({ ...live, isArchived: true }, {})).toBe('archived');
  });

  it('refuses answers from the closing time on, and at the answer limit, before the status flips', () => {
    const closesAt = new Date('2026-12-01T09:00:00Z');
    const timed = { ...live, closesAt };
    expect(responseRejection(timed, {}, new Date(closesAt.getTime() - 1))).toBeNull();
    expect(responseRejection(timed, {}, closesAt)).toBe('closed');
    expect(responseRejection({ ...live, maxResponses: 2, responseCount: 1 }, {})).toBeNull();
    expect(responseRejection({ ...live, maxResponses: 2, responseCount: 2 }, {})).toBe('closed');
    expect(responseRejection({ ...live, closesAt: null, maxResponses: null }, {})).toBeNull();
  });
});
