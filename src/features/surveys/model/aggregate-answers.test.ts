import { describe, expect, test } from 'vitest';
import { parseAnswers } from './parse-response';
import {
  addResponse,
  aggregateAnswers,
  average,
  choiceKey,
  emptyStats,
  optionCount,
  percent,
  STATS_VERSION,
  type AggregatableField,
} from './aggregate-answers';
import { isCurrentStats, parseStats } from './parse-stats';
import { storedFields } from './stored-response';

const options = (...values: string[]) => values.map((value) => ({ value }));
const fields: AggregatableField[] = [
  { id: 'name', type: 'text' },
  { id: 'memo', type: 'textarea' },
  { id: 'num', type: 'number' },
  { id: 'mail', type: 'email' },
  { id: 'plan', type: 'radio', options: options('basic', 'pro', 'a', 'b') },
  { id: 'tags', type: 'checkbox', options: options('a', 'b', 'x', 't') },
  { id: 'src', type: 'select', options: options('web', 'tv') },
  { id: 'day', type: 'date' },
  { id: 'rate', type: 'rating' },
];
const k = choiceKey;

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
      shown: 0,
      counts: { [k('basic')]: 2 },
      other: 0,
      numeric: { count: 0, sum: 0, min: null, max: null },
    });
    expect(stats.fields.tags!.counts).toEqual({ [k('a')]: 2, [k('b')]: 1 });
    expect(stats.fields.tags!.answered).toBe(2);
    expect(stats.fields.src!.counts).toEqual({ [k('web')]: 1 });
    expect(stats.fields.num!.numeric).toEqual({ count: 2, sum: 14, min: 4, max: 10 });
    expect(stats.fields.rate!.counts).toEqual({ '5': 1, '3': 1 });
    expect(average(stats.fields.rate)).toBe(4);
  });

  test('drops non-numeric number and rating answers', () => {
    const stats = aggregateAnswers(fields, [{ num: 'abc', rate: 'x' }, { num: '7' }]);
    expect(stats.fields.num!.numeric.count).toBe(1);
    expect(stats.fields.num!.answered).toBe(1);
    expect(stats.fields.rate).toMatchObject({ answered: 0, other: 1, counts: {} });
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
    expect(stats.fields.plan!.counts).toEqual({ [k('pro')]: 1 });
    expect(stats.fields.tags!.counts).toEqual({ [k('x')]: 1 });
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
    expect(parseStats({ version: STATS_VERSION, responseCount: -3 })).toEqual(emptyStats());
  });

  test('percent rounds to one decimal', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBe(0);
  });
});

describe('answers from strangers never become structure', () => {
  const plan = fields.find((field) => field.id === 'plan')!;
  const isValidFirestoreKey = (key: string) =>
    key !== '' && !/^__.*__$/.test(key) && new TextEncoder().encode(key).length <= 1500;

  test('hostile volume: ~1 MiB answers, 200 keys, thousands of distinct values stay a small document', () => {
    const huge = 'x'.repeat(1 << 20);
    const forged = Object.fromEntries(Array.from({ length: 200 }, (_, j) => [`forged${j}`, huge]));
    const hostile = Array.from({ length: 2000 }, (_, i) => ({
      ...forged,
      name: huge,
      memo: huge,
      num: '9'.repeat(5000),
      // Thousands of distinct values, short and ~1 MiB ones.
      plan: i % 2 ? `forged-${i}` : huge,
      tags: i % 2 ? [`t${i}`, `u${i}`] : Array.from({ length: 500 }, (_, j) => `t${j}`),
      src: 'web',
      rate: huge,
    }));
    const stats = aggregateAnswers(fields, hostile);
    const size = new TextEncoder().encode(JSON.stringify(stats)).length;
    expect(size).toBeLessThan(2000);
    expect(Object.keys(stats.fields).sort()).toEqual(
      ['memo', 'name', 'num', 'plan', 'rate', 'src', 'tags'].sort(),
    );
    expect(stats.fields.plan).toMatchObject({ answered: 0, other: 2000, counts: {} });
    expect(stats.fields.tags).toMatchObject({ answered: 0, other: 2000, counts: {} });
    expect(stats.fields.num).toMatchObject({ other: 2000 });
    expect(stats.fields.memo!.answered).toBe(2000);
    expect(optionCount(stats.fields.src, 'web')).toBe(2000);
    // Past the bounds an answer is not read, even one that would count: 101 items, a number
    // padded to 2,000 characters.
    const past = aggregateAnswers(fields, [
      { tags: Array.from({ length: 101 }, () => 'a'), num: `${' '.repeat(2000)}5` },
    ]);
    expect(past.fields.tags).toMatchObject({ answered: 0, other: 1 });
    expect(past.fields.num).toMatchObject({ answered: 0, other: 1 });
    // A real multi-select within the bounds still counts.
    const fine = aggregateAnswers(fields, [{ tags: ['a', 'b'] }]);
    expect(fine.fields.tags).toMatchObject({ answered: 1, other: 0 });
  });

  test('choice keys are short, valid field names, never the answer text, and stable', () => {
    for (const value of ['basic', '__x__', 'a.b', '`', '', 'x'.repeat(1600), '日本語　回答'])
      expect(choiceKey(value)).toMatch(/^o[0-9a-f]{14}$/);
    expect(choiceKey('basic')).not.toBe(choiceKey('pro'));
    // Stored statistics depend on these exact keys: changing the hash orphans every document.
    expect(choiceKey('basic')).toBe(choiceKey('basic'));
    expect(choiceKey('選択肢1')).toBe('o17beace81c4407');
    // cyrb53 reference value for "a" (seed 0): 7929297801672961.
    expect(choiceKey('a')).toBe(`o${(7929297801672961).toString(16)}`);
  });

  test('a forged choice, __x__ and a 1,600-character answer count only as other', () => {
    const forged = ['__x__', 'x'.repeat(1600), 'forged', '__name__'];
    const stats = aggregateAnswers(
      fields,
      forged.map((value) => ({ plan: value, src: value, tags: [value] })),
    );
    for (const id of ['plan', 'src', 'tags']) {
      expect(stats.fields[id]).toMatchObject({ answered: 0, other: 4, counts: {} });
    }
    expect(stats.responseCount).toBe(4);
    const keys = Object.values(stats.fields).flatMap((field) => Object.keys(field.counts));
    expect(keys.every(isValidFirestoreKey)).toBe(true);
  });

  test('a checkbox with one forged item and a radio with two values are other', () => {
    const stats = aggregateAnswers(fields, [
      { tags: ['a', 'forged'], plan: ['basic', 'pro'] as unknown as string },
      { tags: ['a', 'b', 'a'], plan: ['pro'] },
    ]);
    expect(stats.fields.tags).toMatchObject({
      answered: 1,
      other: 1,
      counts: { [k('a')]: 1, [k('b')]: 1 },
    });
    expect(stats.fields.plan).toMatchObject({ answered: 1, other: 1, counts: { [k('pro')]: 1 } });
    expect(optionCount(stats.fields.plan, 'pro')).toBe(1);
    expect(optionCount(stats.fields.plan, 'basic')).toBe(0);
  });

  test('a choice field without options counts every answer as other', () => {
    const stats = aggregateAnswers([{ id: 'c', type: 'radio' }], [{ c: 'a' }]);
    expect(stats.fields.c).toMatchObject({ answered: 0, other: 1, counts: {} });
    expect(plan.options).toHaveLength(4);
  });

  test('ratings count only integers 1 to 5', () => {
    const stats = aggregateAnswers(
      fields,
      [1, 5, '3', 0, 6, 2.5, '4.0', -1, 1e308, 'NaN'].map((rate) => ({ rate })),
    );
    expect(stats.fields.rate).toMatchObject({
      answered: 4,
      other: 6,
      counts: { '1': 1, '5': 1, '3': 1, '4': 1 },
      numeric: { count: 4, sum: 13, min: 1, max: 5 },
    });
  });

  test('1e308 and -1e308 never make the average infinite or NaN', () => {
    const stats = aggregateAnswers(fields, [{ num: 1e308 }, { num: -1e308 }, { num: '1e308' }]);
    expect(stats.fields.num).toMatchObject({ answered: 0, other: 3 });
    expect(average(stats.fields.num)).toBeNull();
    const folded = [{ num: 1e15 }, { num: -1e15 }, { num: 4 }].reduce(
      (acc, answers) => addResponse(acc, fields, answers),
      emptyStats(),
    );
    expect(average(folded.fields.num)).toBeCloseTo(4 / 3);
    expect(folded.fields.num!.numeric).toEqual({ count: 3, sum: 4, min: -1e15, max: 1e15 });
  });

  test('numbers outside minValue / maxValue are other; without bounds any sane number counts', () => {
    const bounded: AggregatableField[] = [{ id: 'n', type: 'number', minValue: 0, maxValue: 10 }];
    const stats = aggregateAnswers(bounded, [
      { n: -1 },
      { n: 0 },
      { n: 10 },
      { n: 10.5 },
      { n: '7' },
    ]);
    expect(stats.fields.n).toMatchObject({
      answered: 3,
      other: 2,
      numeric: { count: 3, sum: 17, min: 0, max: 10 },
    });
    const low: AggregatableField[] = [{ id: 'n', type: 'number', minValue: 5 }];
    expect(aggregateAnswers(low, [{ n: 4 }, { n: 1e9 }]).fields.n).toMatchObject({
      answered: 1,
      other: 1,
    });
  });

  test('storedFields reads options (plain strings, value, label) and numeric bounds', () => {
    expect(
      storedFields({
        fields: [
          {
            id: 'p',
            type: 'radio',
            options: ['A', { value: 'b', label: 'B' }, { label: 'C' }, 3, null],
          },
          { id: 'n', type: 'number', minValue: '1', maxValue: 9 },
          { id: 'bad' },
        ],
      }),
    ).toEqual([
      {
        id: 'p',
        type: 'radio',
        // Ids as the survey's own parse gives them: 表示条件 name options by id.
        options: options('A', 'b', 'C').map((option, index) => ({
          ...option,
          id: `option-${index}`,
        })),
      },
      { id: 'n', type: 'number', minValue: 1, maxValue: 9 },
    ]);
  });

  test('a statistics document written before version 2 is read through re-keyed counts', () => {
    const legacy = {
      responseCount: 3,
      fields: {
        plan: {
          answered: 3,
          counts: { basic: 2, __x__: 1 },
          numeric: { count: 0, sum: 0, min: null, max: null },
        },
        rate: { answered: 1, counts: { '4': 1 }, numeric: { count: 1, sum: 4, min: 4, max: 4 } },
        num: { answered: 2, counts: {}, numeric: { count: 2, sum: Infinity, min: 1, max: 1e308 } },
      },
    };
    expect(isCurrentStats(legacy)).toBe(false);
    const stats = parseStats(legacy);
    expect(stats.version).toBe(STATS_VERSION);
    expect(optionCount(stats.fields.plan, 'basic')).toBe(2);
    expect(optionCount(stats.fields.plan, 'pro')).toBe(0);
    expect(Object.keys(stats.fields.plan!.counts)).not.toContain('__x__');
    expect(stats.fields.rate!.counts['4']).toBe(1);
    expect(average(stats.fields.num)).toBeNull();
    expect(isCurrentStats(JSON.parse(JSON.stringify(aggregateAnswers(fields, []))))).toBe(true);
  });
});
