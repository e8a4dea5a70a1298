import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { submitResponse } from '../../src/features/surveys/data/public-submit';
import { responseGateId } from '../../src/contracts/survey-collections';
import { setPublicDataStore } from '../../src/lib/backend/public-data';
import { createRestPublicStore } from '../../src/lib/backend/firebase/rest-public-store';
import { emulatorHost } from './emulator-env';

// The public pages' REST adapter against the Firestore emulator under the real rules, as an
// anonymous visitor: the reads, the answer batch (response, answer slot and its claim) the
// survey page sends, the rules' refusals, a closed survey and a network failure.
const PROJECT = 'demo-rest-public';
let env: RulesTestEnvironment;
const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
const store = (origin = `http://${host}:${port}`) =>
  createRestPublicStore({ projectId: PROJECT, apiKey: 'demo-key', host: origin });

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host, port, rules: readFileSync('firestore.rules', 'utf8') },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const survey = (status: string, extra: Record<string, unknown> = {}) => ({
      title: `REST ${status}`,
      status,
      isArchived: false,
      fields: [{ id: 'q1', type: 'text', label: 'ご意見', required: false }],
      fieldIds: ['q1'],
      createdAt: new Date('2026-11-01T00:00:00Z'),
      ...extra,
    });
    await setDoc(doc(db, 'surveys', 'open'), survey('published'));
    await setDoc(doc(db, 'surveys', 'limited'), survey('published', { maxResponses: 2 }));
    await setDoc(doc(db, 'surveys', 'closed'), survey('closed'));
  });
});

afterAll(() => env?.cleanup());

const adminRead = async (path: string) => {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data();
  });
  return data;
};

test('reads a survey by id, with its lists, maps and instants; a missing one is null', async () => {
  const survey = await store().get('surveys', 'open');
  expect(survey?.data).toMatchObject({
    title: 'REST published',
    fields: [{ id: 'q1', type: 'text', label: 'ご意見', required: false }],
    createdAt: new Date('2026-11-01T00:00:00Z'),
  });
  expect(await store().get('surveys', 'missing')).toBeNull();
});

test('the survey page’s answer: the response with the server’s time, its slot and claim in one write', async () => {
  setPublicDataStore(store());
  const id = await submitResponse({ id: 'limited', maxResponses: 2 }, { q1: 'RESTで回答' });
  const response = await adminRead(`responses/${id}`);
  expect(response).toMatchObject({ surveyId: 'limited', answers: { q1: 'RESTで回答' } });
  const submittedAt = (response?.submittedAt as { toDate(): Date }).toDate();
  expect(Math.abs(submittedAt.getTime() - Date.now())).toBeLessThan(60_000);
  expect(await adminRead('surveyAnswerSlots/limited')).toEqual({ count: 1 });
  expect(await adminRead('surveyAnswerSlotClaims/limited')).toEqual({ responseId: id });
  // A visitor reads neither the response list nor the slot claims.
  await expect(store().get('surveyAnswerSlotClaims', 'limited')).rejects.toMatchObject({
    code: 'permission-denied',
  });
});

test('an answer to a survey without a limit goes with its gate, which nobody reads', async () => {
  setPublicDataStore(store());
  const id = await submitResponse({ id: 'open', maxResponses: null }, { q1: 'ゲート付き' });
  expect(await adminRead(`responses/${id}`)).toMatchObject({ surveyId: 'open' });
  expect(await adminRead(`responseGates/${responseGateId('open', id)}`)).toEqual({
    responseId: id,
  });
  await expect(store().get('responseGates', responseGateId('open', id))).rejects.toMatchObject({
    code: 'permission-denied',
  });
});

test('the rules’ refusals come back as ours: a closed survey, a field the rules do not allow', async () => {
  setPublicDataStore(store());
  await expect(
    submitResponse({ id: 'closed', maxResponses: null }, { q1: '遅すぎた回答' }),
  ).rejects.toMatchObject({ name: 'DataError', code: 'permission-denied' });
  await expect(
    store().add('responses', { surveyId: 'open', answers: {}, submittedAt: new Date(), extra: 1 }),
  ).rejects.toMatchObject({ code: 'permission-denied' });
});

test('a network failure is unavailable, not a crash', async () => {
  await expect(store('http://127.0.0.1:1').get('surveys', 'open')).rejects.toMatchObject({
    code: 'unavailable',
  });
});
