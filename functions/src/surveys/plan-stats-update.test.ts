import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choiceKey, emptyStats, STATS_VERSION } from '../shared/aggregate-answers.js';
import {
  COUNTED_MARKER,
  RECOUNT_THROUGH,
  foldRecountPage,
  planStatsUpdate,
  type StatsPlan,
} from './plan-stats-update.js';

const survey = {
  title: 'S',
  fields: [
    { id: 'plan', type: 'radio', options: [{ id: 'o1', label: 'A', value: 'A' }, 'B', 'C'] },
    { id: 'score', type: 'rating' },
    { id: 'age', type: 'number', minValue: 0, maxValue: 120 },
    { id: 'note', type: 'textarea' },
    { id: 'tags', type: 'checkbox', options: ['x', 'y'] },
  ],
};
const at = (seconds: number) => ({ seconds, nanoseconds: 0 });
const k = choiceKey;

function written(plan: StatsPlan) {
  assert.equal(plan.kind, 'write');
  return plan.kind === 'write' ? plan.stats : emptyStats();
}

const current = (extra: Record<string, unknown> = {}) => ({
  version: STATS_VERSION,
  responseCount: 2,
  fields: {
    plan: {
      answered: 2,
      other: 0,
      counts: { [k('A')]: 2 },
      numeric: { count: 0, sum: 0, min: null, max: null },
    },
  },
  surveyId: 's1',
  ...extra,
});

test('a later response folds into current statistics', () => {
  const stats = written(
    planStatsUpdate({
      response: { surveyId: 's1', answers: { plan: 'B', age: '30', score: 4, tags: ['x', 'y'] } },
      responseCreated: at(10),
      survey,
      stats: current(),
    }),
  );
  assert.equal(stats.responseCount, 3);
  assert.deepEqual(stats.fields.plan?.counts, { [k('A')]: 2, [k('B')]: 1 });
  assert.equal(stats.fields.age?.numeric.max, 30);
  assert.deepEqual(stats.fields.score?.counts, { '4': 1 });
  assert.deepEqual(stats.fields.tags?.counts, { [k('x')]: 1, [k('y')]: 1 });
});

test('forged answers (__x__, 500 characters, ±1e308, 4.5) count only as other', () => {
  const stats = written(
    planStatsUpdate({
      response: {
        surveyId: 's1',
        answers: { plan: '__x__', tags: ['x'.repeat(500)], age: 1e308, score: 4.5 },
      },
      responseCreated: at(10),
      survey,
      stats: current(),
    }),
  );
  assert.equal(stats.responseCount, 3);
  assert.deepEqual(stats.fields.plan?.counts, { [k('A')]: 2 });
  assert.equal(stats.fields.plan?.other, 1);
  assert.deepEqual(stats.fields.tags, {
    answered: 0,
    shown: 0,
    other: 1,
    counts: {},
    numeric: { count: 0, sum: 0, min: null, max: null },
  });
  assert.equal(stats.fields.age?.other, 1);
  assert.equal(stats.fields.score?.other, 1);
  const keys = Object.values(stats.fields).flatMap((field) => Object.keys(field.counts));
  assert.ok(
    keys.every((key) => /^(o[0-9a-f]{14}|[1-5])$/.test(key)),
    keys.join(),
  );
});

test('a response with an answer out of its bound is never counted, nor in a recount', () => {
  const oversized = { surveyId: 's1', answers: { note: 'x'.repeat(5001), plan: 'A' } };
  assert.deepEqual(
    planStatsUpdate({ response: oversized, responseCreated: at(10), survey, stats: current() }),
    { kind: 'skip' },
  );
  const folded = foldRecountPage(
    emptyStats(),
    survey,
    's1',
    [
      { data: oversized, created: at(1) },
      { data: { surveyId: 's1', answers: { note: 'x'.repeat(5000), plan: 'A' } }, created: at(2) },
    ],
    null,
  );
  assert.equal(folded.responseCount, 1);
});

test('missing statistics ask for a recount through the response creation time', () => {
  const plan = planStatsUpdate({
    response: { surveyId: 's1', answers: { plan: 'A' } },
    responseCreated: at(10),
    survey,
    stats: null,
  });
  assert.deepEqual(plan, { kind: 'recount', surveyId: 's1', through: at(10) });
});

test('statistics written before version 2 (keyed by answer text) are recounted, not folded', () => {
  const legacy = { responseCount: 1, fields: { plan: { answered: 1, counts: { __x__: 1 } } } };
  const plan = planStatsUpdate({
    response: { surveyId: 's1', answers: { plan: 'A' } },
    responseCreated: at(10),
    survey,
    stats: legacy,
  });
  assert.equal(plan.kind, 'recount');
});

test('with a recount the plan writes it, adding the response only when it is newer', () => {
  const recount = { stats: { ...emptyStats(), responseCount: 5 }, through: at(10) };
  const response = { surveyId: 's1', answers: { plan: 'A' } };
  const included = written(
    planStatsUpdate({ response, responseCreated: at(10), survey, stats: null, recount }),
  );
  assert.equal(included.responseCount, 5);
  const newer = written(
    planStatsUpdate({ response, responseCreated: at(11), survey, stats: null, recount }),
  );
  assert.equal(newer.responseCount, 6);
});

test('a response a recount already included is only marked', () => {
  const stats = current({ [RECOUNT_THROUGH]: { seconds: 10, nanoseconds: 5 } });
  const response = { surveyId: 's1', answers: { plan: 'A' } };
  assert.deepEqual(
    planStatsUpdate({
      response,
      responseCreated: { seconds: 10, nanoseconds: 5 },
      survey,
      stats,
    }),
    { kind: 'mark' },
  );
  assert.equal(
    planStatsUpdate({ response, responseCreated: { seconds: 10, nanoseconds: 6 }, survey, stats })
      .kind,
    'write',
  );
});

test('nothing to do for a counted, deleted, answer-less or unknown-survey response', () => {
  const response = { surveyId: 's1', answers: { plan: 'A' } };
  const skip = { kind: 'skip' };
  const base = { responseCreated: at(1), survey, stats: current() };
  assert.deepEqual(
    planStatsUpdate({ ...base, response: { ...response, [COUNTED_MARKER]: new Date() } }),
    skip,
  );
  assert.deepEqual(planStatsUpdate({ ...base, response: null }), skip);
  assert.deepEqual(planStatsUpdate({ ...base, response, survey: null }), skip);
  assert.deepEqual(planStatsUpdate({ ...base, response: { surveyId: 's1' } }), skip);
  assert.deepEqual(planStatsUpdate({ ...base, response: { surveyId: 's1', answers: 'x' } }), skip);
});

test('a recount page skips invalid responses and, for current ones, newer ones', () => {
  const page = [
    { data: { surveyId: 's1', answers: { plan: 'A' } }, created: at(1) },
    { data: { surveyId: 's1', answers: [{ fieldId: 'plan', value: 'B' }] }, created: at(2) },
    { data: { surveyId: 's1', responses: [{ fieldId: 'plan', value: 'C' }] }, created: at(3) },
    { data: { surveyId: 's1', answers: { plan: 'A' } }, created: at(99) },
    { data: { surveyId: 's2', answers: { plan: 'A' } }, created: at(1) },
    { data: { surveyId: 's1' }, created: at(1) },
    { data: { surveyId: 's1', answers: 42 }, created: at(1) },
    { data: { surveyId: 's1', answers: { plan: 'forged' } }, created: at(1) },
  ];
  const stats = foldRecountPage(emptyStats(), survey, 's1', page, at(10));
  assert.equal(stats.responseCount, 4);
  assert.deepEqual(stats.fields.plan?.counts, { [k('A')]: 1, [k('B')]: 1, [k('C')]: 1 });
  assert.equal(stats.fields.plan?.other, 1);
  const legacy = foldRecountPage(emptyStats(), survey, 's1', page, null);
  assert.equal(legacy.responseCount, 5);
});
