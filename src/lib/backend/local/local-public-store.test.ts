import { expect, test } from 'vitest';
import { serverTimestamp } from '../field-values';
import { createLocalBackend } from './local-backend';
import { createLocalPublicStore } from './local-public-store';

let n = 0;
const name = () => `local-public-${(n += 1)}-${Date.now()}`;

test('a new browser is seeded once, through the full backend, before the first read', async () => {
  const databaseName = name();
  const prepared: string[] = [];
  const store = await createLocalPublicStore({
    seed: 'demo',
    databaseName,
    prepareFull: async (backend) => {
      prepared.push(backend.kind);
    },
  });
  expect(prepared).toEqual(['local']);
  const survey = await store.get('surveys', 'seed-survey-satisfaction');
  expect(survey?.data.title).toBe('サービス満足度アンケート 2026');
  expect(await store.get('surveys', 'missing')).toBeNull();
});

test('reads a seeded database without loading the full backend; a write loads it once', async () => {
  const databaseName = name();
  await createLocalBackend({ seed: 'empty', databaseName });
  const prepared: string[] = [];
  const store = await createLocalPublicStore({
    seed: 'empty',
    databaseName,
    prepareFull: async () => {
      prepared.push('full');
    },
  });
  expect(prepared).toEqual([]);
  const id = await store.add('responses', { surveyId: 's', submittedAt: serverTimestamp() });
  await store.add('responses', { surveyId: 's' });
  expect(prepared).toEqual(['full']);
  const stored = await store.get('responses', id);
  expect(stored?.data.surveyId).toBe('s');
  expect(stored?.data.submittedAt).toBeInstanceOf(Date);
});
