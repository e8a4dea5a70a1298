import { describe, expect, it } from 'vitest';
import {
  answerBoundsOf,
  answerFits,
  fieldIdsOf,
  MAX_RESPONSE_CHARACTERS,
  oversizedAnswers,
  responseRejection,
} from './response-acceptance';

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

describe('answer bounds (the responses trigger deletes a response past them)', () => {
  const options = (...values: string[]) => values.map((value, i) => ({ id: `o${i}`, value }));

  it('bounds each field by its type', () => {
    const bounds = answerBoundsOf([
      { id: 't', type: 'text' },
      { id: 'l', type: 'textarea' },
      { id: 'e', type: 'email' },
      { id: 'n', type: 'number' },
      { id: 'd', type: 'date' },
      { id: 'r', type: 'radio', options: options('x'.repeat(800), 'y') },
      { id: 'c', type: 'checkbox', options: options('x'.repeat(400), 'y'.repeat(300)) },
      { id: 's', type: 'select', options: ['old-style option'] },
      { id: 'u', type: 'signature' },
    ]);
    expect(Object.fromEntries(bounds)).toEqual({
      t: 500,
      l: 5000,
      e: 254,
      n: 100,
      d: 100,
      r: 800,
      c: 700,
      s: 500,
      u: 5000,
    });
  });

  it('measures text by length, lists of text joined; numbers always fit; maps never', () => {
    expect(answerFits('abc', 3)).toBe(true);
    expect(answerFits('abcd', 3)).toBe(false);
    expect(answerFits(['ab', 'c'], 3)).toBe(true);
    expect(answerFits(['ab', 'cd'], 3)).toBe(false);
    expect(answerFits([1], 3)).toBe(false);
    expect(answerFits(1e308, 0)).toBe(true);
    expect(answerFits({ a: 'b' }, 5000)).toBe(false);
  });

  it('names the answers out of bounds; keys no field names get the legacy bound', () => {
    const survey = { fields: [{ id: 't', type: 'text' }] };
    expect(oversizedAnswers(survey, { t: 'x'.repeat(500), other: 'y'.repeat(5000) })).toEqual([]);
    expect(oversizedAnswers(survey, { t: 'x'.repeat(501), other: 'y'.repeat(5001) })).toEqual([
      't',
      'other',
    ]);
  });

  it('refuses a response whose answers together pass 50,000 characters, fields or not', () => {
    expect(MAX_RESPONSE_CHARACTERS).toBe(50_000);
    // A legacy survey (no fieldIds) takes any key up to 5,000 characters each.
    const legacy = { fields: [] };
    const answersOf = (count: number, size: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 'x'.repeat(size)]));
    expect(oversizedAnswers(legacy, answersOf(10, 5000))).toEqual([]);
    expect(oversizedAnswers(legacy, answersOf(11, 5000))).toHaveLength(11);
    expect(oversizedAnswers(legacy, answersOf(200, 5000))).toHaveLength(200);
    // Lists count by their texts.
    expect(oversizedAnswers(legacy, { a: ['x'.repeat(4000)], ...answersOf(10, 4600) })).toEqual([]);
    expect(
      oversizedAnswers(legacy, { a: ['x'.repeat(4000), 'y'.repeat(1000)], ...answersOf(10, 4600) }),
    ).toHaveLength(11);
  });
});
