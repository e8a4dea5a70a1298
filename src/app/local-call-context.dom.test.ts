import { expect, test } from 'vitest';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { localCallContext } from './local-call-context';

test("getChatworkMentions: the signed-in member's stored key, nothing for others", async () => {
  const backend = await freshLocalBackend('call-context-key');
  await backend.data.set('members/u1/private', 'chatwork', { apiKey: 'key-of-u1' });
  let uid: string | null = 'u1';
  const contextFor = localCallContext(backend.data, () => uid);
  await expect(contextFor('getChatworkMentions', { apiKey: 'payload' })).resolves.toEqual({
    mentionSync: { chatworkKey: 'key-of-u1', cursor: {}, known: [] },
  });
  uid = 'u2';
  await expect(contextFor('getChatworkMentions', {})).resolves.toEqual({
    mentionSync: { chatworkKey: '', cursor: {}, known: [] },
  });
  uid = null;
  await expect(contextFor('getChatworkMentions', {})).resolves.toEqual({});
});

test('generateSurveySummary: the stored survey and its responses of both collections', async () => {
  const backend = await freshLocalBackend('call-context-survey');
  const fields = [{ id: 'c', type: 'textarea', label: 'ご意見', enableAiSummary: true }];
  await backend.data.set('surveys', 's1', { title: 't', fields, aiSummaryEnabled: true });
  const at = new Date('2026-11-24T01:00:00Z');
  await backend.data.set('responses', 'r1', {
    surveyId: 's1',
    answers: { c: 'a', other: 'x'.repeat(1 << 20) },
    submittedAt: at,
  });
  await backend.data.set('responses', 'r3', { surveyId: 's1', answers: { c: 'あ'.repeat(5000) } });
  await backend.data.set('responses', 'r2', { surveyId: 'other', answers: { c: 'x' } });
  await backend.data.set('surveyResponses', 'l1', {
    surveyId: 's1',
    responses: [{ fieldId: 'c', value: 'b' }],
  });
  const context = await localCallContext(backend.data, () => 'u1')('generateSurveySummary', {
    surveyId: 's1',
    fieldId: 'c',
  });
  expect(context.survey?.survey).toMatchObject({ title: 't', fields });
  // Only the summarised question's answer travels, cut: never a whole (possibly ~1 MiB) response.
  expect(context.survey?.responses).toEqual([
    { data: { surveyId: 's1', answers: { c: 'a' } }, submittedAtMs: at.getTime() },
    { data: { surveyId: 's1', answers: { c: 'あ'.repeat(2000) } }, submittedAtMs: null },
    { data: { surveyId: 's1', answers: { c: 'b' } }, submittedAtMs: null },
  ]);
  const none = localCallContext(backend.data, () => 'u1');
  // u1 has no member record: the local server is told the caller may not edit (and refuses).
  await expect(none('generateSurveySummary', { surveyId: '' })).resolves.toEqual({
    callerCanEdit: false,
  });
  await expect(none('generateSurveySummary', { surveyId: 'gone', fieldId: 'c' })).resolves.toEqual({
    survey: { survey: null, responses: [] },
    callerCanEdit: false,
  });
  await expect(none('somethingElse', {})).resolves.toEqual({});
  // A 閲覧のみ member may not either; a メンバー may.
  await backend.data.set('members', 'u1', { uid: 'u1', name: '閲覧', role: 'viewer' });
  await expect(none('lookupCorporateNumber', {})).resolves.toEqual({ callerCanEdit: false });
  await backend.data.set('members', 'u1', { uid: 'u1', name: '編集', role: 'member' });
  await expect(none('lookupCorporateNumber', {})).resolves.toEqual({ callerCanEdit: true });
  // Through a personal link: the link's client name travels beside the answer, to be taken out.
  await backend.data.set('surveyLinks', 'TOKEN0123456789abcde', {
    surveyId: 's1',
    clientName: 'アオバ商事',
  });
  await backend.data.set('responseLinks', 'r1', {
    surveyId: 's1',
    customerToken: 'TOKEN0123456789abcde',
  });
  const linked = await none('generateSurveySummary', { surveyId: 's1', fieldId: 'c' });
  expect(linked.survey?.responses[0]).toMatchObject({ known: ['アオバ商事'] });
  // AI要約 off: the survey travels (the handler says why it refuses), none of its answers.
  await backend.data.set('surveys', 's1', { title: 't', fields, aiSummaryEnabled: false });
  const off = await none('generateSurveySummary', { surveyId: 's1', fieldId: 'c' });
  expect(off.survey?.responses).toEqual([]);
});
