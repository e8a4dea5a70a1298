import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutWarnings } from './without-warnings.js';
import type { RefusedDb } from './refused-response.js';
import { passResponse, type GateSteps } from './response-gate.js';

/** q2 is shown only when q1 is 良い (its 表示条件); the survey posts to room 42. */
const survey = {
  chatworkNotify: true,
  chatworkRoomId: '42',
  fields: [
    { id: 'q1', type: 'radio', label: '満足度', options: ['良い', '悪い'] },
    {
      id: 'q2',
      type: 'textarea',
      label: '良かった点',
      showIf: {
        match: 'all',
        conditions: [{ source: { kind: 'field', fieldId: 'q1' }, op: 'is', values: ['option-0'] }],
      },
    },
  ],
};

function fakeSteps(stored: Record<string, unknown> = survey) {
  const done: string[] = [];
  const refused: RefusedDb = {
    survey: async () => stored,
    linkValues: async () => ({}),
    deleteResponse: async (id) => void done.push(`delete ${id}`),
  };
  const steps: GateSteps = {
    refused,
    count: async (id) => void done.push(`count ${id}`),
    land: async (id) => void done.push(`land ${id}`),
    queueNotification: async (id, surveyId) => void done.push(`queue ${id} ${surveyId}`),
  };
  return { steps, done };
}

test('a response with a hidden answer is neither notified nor counted', async () => {
  const { steps, done } = fakeSteps();
  const response = { surveyId: 's1', answers: { q1: '悪い', q2: '[toall] 全員へ' } };
  assert.equal(await withoutWarnings(() => passResponse(steps, 'r1', response)), 'refused');
  assert.deepEqual(done, ['delete r1']);
});

test('an oversized response is neither notified nor counted', async () => {
  const { steps, done } = fakeSteps();
  const response = { surveyId: 's1', answers: { q1: '良い', q2: 'x'.repeat(200_000) } };
  assert.equal(await withoutWarnings(() => passResponse(steps, 'r1', response)), 'refused');
  assert.deepEqual(done, ['delete r1']);
});

test('an admitted response is counted, landed, and then queued for its message', async () => {
  const { steps, done } = fakeSteps();
  const response = { surveyId: 's1', answers: { q1: '良い', q2: '速い' } };
  assert.equal(await passResponse(steps, 'r1', response), 'admitted');
  assert.deepEqual(done, ['count r1', 'land r1', 'queue r1 s1']);
});

test('a survey that does not notify queues nothing', async () => {
  const { steps, done } = fakeSteps({ ...survey, chatworkNotify: false });
  await passResponse(steps, 'r1', { surveyId: 's1', answers: { q1: '悪い' } });
  assert.deepEqual(done, ['count r1', 'land r1']);
});

test('a step that fails stops the ones after it (the event is delivered again)', async () => {
  const { steps, done } = fakeSteps();
  steps.count = async () => {
    throw new Error('contended');
  };
  await assert.rejects(passResponse(steps, 'r1', { surveyId: 's1', answers: { q1: '良い' } }));
  assert.deepEqual(done, []);
});
