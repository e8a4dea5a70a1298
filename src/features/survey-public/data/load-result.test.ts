import { aggregateAnswers, resolvePublicId } from '@/features/surveys';
import { setBackendForTests } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { countingStore } from './counting-store';
import { loadResult } from './load-result';

let n = 0;
const fields = [
  { id: 'plan', type: 'radio', label: 'plan', required: true, order: 0 },
  { id: 'rate', type: 'rating', label: 'rate', required: false, order: 1 },
];

async function setup(responses: number) {
  const local = await createLocalBackend({
    seed: 'empty',
    databaseName: `load-result-${(n += 1)}`,
  });
  await local.data.set('surveys', 's1', {
    title: 'T',
    status: 'published',
    fields,
    thankYouMessage: 'ありがとう',
  });
  const answers = Array.from({ length: responses }, (_, i) => ({
    plan: i % 2 ? 'a' : 'b',
    rate: (i % 5) + 1,
  }));
  let last = '';
  for (const a of answers) last = await local.data.add('responses', { surveyId: 's1', answers: a });
  await local.data.set('surveyStats', 's1', { ...aggregateAnswers(fields, answers) });
  await local.data.set('surveySettings', 'common', { footerText: 'フッター' });
  const { store, count } = countingStore(local.data);
  setBackendForTests({ ...local, data: store });
  return { last, count };
}

test('the result page reads a constant number of single documents, whatever the count', async () => {
  for (const size of [1, 60]) {
    const { last, count } = await setup(size);
    const outcome = await loadResult(last);
    expect(outcome.kind).toBe('result');
    if (outcome.kind === 'result') {
      expect(outcome.stats.responseCount).toBe(size);
      expect(outcome.footerText).toBe('フッター');
    }
    expect(count).toEqual({ gets: 4, queries: 0, queriedDocs: 0 });
  }
});

test('error messages of the result page (spec section 8)', async () => {
  const { count } = await setup(1);
  expect(await loadResult('')).toEqual({ kind: 'notice', message: '無効なURLです' });
  expect(await loadResult('missing')).toEqual({
    kind: 'notice',
    message: '回答データが見つかりません',
  });
  expect(count.queries).toBe(0);
});

test('a response without survey, and one whose survey is gone', async () => {
  const local = await createLocalBackend({
    seed: 'empty',
    databaseName: `load-result-${(n += 1)}`,
  });
  setBackendForTests(local);
  const orphan = await local.data.add('responses', { answers: {} });
  const gone = await local.data.add('surveyResponses', { surveyId: 'x', responses: [] });
  expect(await loadResult(orphan)).toEqual({
    kind: 'notice',
    message: 'アンケート情報が見つかりません',
  });
  expect(await loadResult(gone)).toEqual({ kind: 'notice', message: 'アンケートが見つかりません' });
  expect(await resolvePublicId(gone)).toBe('response');
  expect(await resolvePublicId(orphan)).toBe('response');
  expect(await resolvePublicId('nothing')).toBe('unknown');
});
