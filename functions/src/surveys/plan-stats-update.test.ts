import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COUNTED_MARKER, planStatsUpdate } from './plan-stats-update.js';

const survey = {
  title: 'S',
  fields: [
    { id: 'plan', type: 'radio' },
    { id: 'score', type: 'rating' },
    { id: 'age', type: 'number' },
    { id: 'note', type: 'textarea' },
    { id: 'tags', type: 'checkbox' },
  ],
};

test('the first response starts the statistics', () => {
  const stats = planStatsUpdate({
    response: {
      surveyId: 's1',
      answers: { plan: 'A', score: 4, age: 'abc', note: '', tags: ['x', 'y'] },
    },
    survey,
    stats: null,
  });
  assert.ok(stats);
  assert.equal(stats.responseCount, 1);
  assert.deepEqual(stats.fields.plan?.counts, { A: 1 });
  assert.deepEqual(stats.fields.score?.counts, { '4': 1 });
  assert.equal(stats.fields.score?.numeric.sum, 4);
  // Non-numeric number answers are dropped, empty answers ignored.
  assert.equal(stats.fields.age, undefined);
  assert.equal(stats.fields.note, undefined);
  assert.deepEqual(stats.fields.tags?.counts, { x: 1, y: 1 });
});

test('a later response folds into the stored statistics', () => {
  const stored = {
    responseCount: 2,
    fields: {
      plan: { answered: 2, counts: { A: 2 }, numeric: { count: 0, sum: 0, min: null, max: null } },
    },
    surveyId: 's1',
  };
  const stats = planStatsUpdate({
    response: { surveyId: 's1', answers: { plan: 'B', age: '30' } },
    survey,
    stats: stored,
  });
  assert.equal(stats?.responseCount, 3);
  assert.deepEqual(stats?.fields.plan?.counts, { A: 2, B: 1 });
  assert.equal(stats?.fields.age?.numeric.max, 30);
});

test('legacy answer arrays are read too', () => {
  const stats = planStatsUpdate({
    response: { surveyId: 's1', answers: [{ fieldId: 'plan', value: 'C' }] },
    survey,
    stats: null,
  });
  assert.deepEqual(stats?.fields.plan?.counts, { C: 1 });
});

test('nothing to do for a counted response, a deleted one or an unknown survey', () => {
  const response = { surveyId: 's1', answers: { plan: 'A' } };
  assert.equal(
    planStatsUpdate({
      response: { ...response, [COUNTED_MARKER]: new Date() },
      survey,
      stats: null,
    }),
    null,
  );
  assert.equal(planStatsUpdate({ response: null, survey, stats: null }), null);
  assert.equal(planStatsUpdate({ response, survey: null, stats: null }), null);
});
