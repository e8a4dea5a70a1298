import { describe, expect, test } from 'vitest';
import { parseAnswers } from './parse-survey';
import {
  addResponse,
  aggregateAnswers,
  average,
  emptyStats,
  parseStats,
  percent,
} from './aggregate-answers';

const fields = [
  { id: 'name', type: 'text' },
  { id: 'memo', type: 'textarea' },
  { id: 'num', type: 'number' },
  { id: 'mail', type: 'email' },
  { id: 'plan', type: 'radio' },
  { id: 'tags', type: 'checkbox' },
  { id: 'src', type: 'select' },
  { id: 'day', type: 'date' },
  { id: 'rate', type: 'rating' },
];

describe('aggregateAnswers', () => {
  test('counts every field type and ignores empty answers', () => {
    const stats = aggregateAnswers(fields, [
      {
        name: '太郎',
        memo: 'よい',
        num: 10,
        mail: 'a@example.com',
        plan: 'basic',
        tags: ['a', 'b'],
        src: 'web',
        day: '2026-01-01',
        rate: 5,
      },
      { name: '  ', memo: '', num: '4', plan: 'basic', tags: ['a'], src: '', rate: '3' },
      { tags: [], rate: null },
    ]);
    expect(stats.responseCount).toBe(3);
    expect(stats.fields.name!.answered).toBe(1);
    expect(stats.fields.memo!.answered).toBe(1);
    expect(stats.fields.mail!.answered).toBe(1);
    expect(stats.fields.day!.answered).toBe(1);
    expect(stats.fields.plan).toEqual({
      answered: 2,
      counts: { basic: 2 },
      numeric: { count: 0, sum: 0, min: null, max: null },
    });
    expect(stats.fields.tags!.counts).toEqual({ a: 2, b: 1 });
    expect(stats.fields.tags!.answered).toBe(2);
    expect(stats.fields.src!.counts).toEqual({ web: 1 });
    expect(stats.fields.num!.numeric).toEqual({ count: 2, sum: 14, min: 4, max: 10 });
    expect(stats.fields.rate!.counts).toEqual({ '5': 1, '3': 1 });
    expect(average(stats.fields.rate)).toBe(4);
  });

  test('drops non-numeric number and rating answers', () => {
    const stats = aggregateAnswers(fields, [{ num: 'abc', rate: 'x' }, { num: '7' }]);
    expect(stats.fields.num!.numeric.count).toBe(1);
    expect(stats.fields.num!.answered).toBe(1);
    expect(stats.fields.rate).toBeUndefined();
    expect(average(stats.fields.rate)).toBeNull();
  });

  test('reads legacy {fieldId, value} arrays once parsed', () => {
    const answers = parseAnswers({
      responses: [
        { fieldId: 'plan', value: 'pro' },
        { fieldId: 'tags', value: ['x'] },
      ],
    });
    const stats = aggregateAnswers(fields, [answers]);
    expect(stats.fields.plan!.counts).toEqual({ pro: 1 });
    expect(stats.fields.tags!.counts).toEqual({ x: 1 });
  });

  test('the fold used by triggers gives the same result as the batch', () => {
    const list = [
      { plan: 'a', rate: 2, num: 1 },
      { plan: 'b', rate: 4, tags: ['t'] },
      { plan: 'a', num: 9 },
    ];
    const folded = list.reduce(
      (stats, answers) => addResponse(stats, fields, answers),
      emptyStats(),
    );
    expect(folded).toEqual(aggregateAnswers(fields, list));
    // addResponse must not mutate its input (the stored document stays as read).
    const before = aggregateAnswers(fields, list.slice(0, 1));
    const copy = structuredClone(before);
    addResponse(before, fields, list[1]!);
    expect(before).toEqual(copy);
  });

  test('parseStats round-trips and tolerates junk', () => {
    const stats = aggregateAnswers(fields, [{ plan: 'a', rate: 3 }]);
    expect(parseStats(JSON.parse(JSON.stringify(stats)) as Record<string, unknown>)).toEqual(stats);
    expect(parseStats(null)).toEqual(emptyStats());
    expect(parseStats({ responseCount: 'x', fields: { a: 1 } })).toEqual(emptyStats());
  });

  test('percent rounds to one decimal', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBe(0);
  });
});
