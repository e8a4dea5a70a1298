import { expect, test } from 'vitest';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { surveyLinkSource, type SurveyCatalog } from './survey-links';

/** The surveys area's catalog, as SA and OB pass it in (its own test: surveys.test.ts). */
const titles: Record<string, string> = { s1: '納品後アンケート', s2: '商談アンケート' };
const catalog: SurveyCatalog = {
  linkable: async () => [],
  titleOf: async (id) => titles[id] ?? null,
  // s2 has one 表示条件 on the customer's 進捗 (its outcome per row: surveys' own test).
  linkValuesFor: async (id, _table, row) =>
    id === 's2' ? { 'q.0': row.progress === '納品済み' ? '1' : '0' } : null,
};

test("a customer's link is made once per survey, and their answers come back newest first", async () => {
  const local = await freshLocalBackend('survey-links');
  const ob = surveyLinkSource('ob_list', 'u1', catalog);
  const customer = { rowId: 'o1', clientName: 'OB社' };
  const link = await ob.linkFor('s1', customer);
  expect(await ob.linkFor('s1', customer)).toBe(link);
  const token = (url: string) => url.split('?c=')[1];
  const other = await ob.linkFor('s2', customer);
  // Another customer's link and an SA row with the same id stay out of this customer's answers.
  const stranger = await ob.linkFor('s1', { rowId: 'o2', clientName: '別の社' });
  const saSame = await surveyLinkSource('sa_list', 'u1', catalog).linkFor('s1', customer);
  const answer = (surveyId: string, url: string, at: string) =>
    local.data.set('responses', `r-${at}`, {
      surveyId,
      answers: {},
      customerToken: token(url),
      submittedAt: new Date(at),
    });
  await answer('s1', link, '2026-11-20T01:00:00Z');
  await answer('s2', other, '2026-11-22T01:00:00Z');
  await answer('s1', stranger, '2026-11-23T01:00:00Z');
  await answer('s1', saSame, '2026-11-23T02:00:00Z');
  // A token copied onto another survey's response names nothing.
  await answer('s2', link, '2026-11-24T01:00:00Z');
  // A response whose token the server moved to its private record (responseLinks).
  await local.data.set('responseLinks', 'r-private', {
    surveyId: 's1',
    customerToken: token(link),
    submittedAt: new Date('2026-11-25T01:00:00Z'),
  });

  expect(await ob.responsesOf('o1')).toEqual([
    {
      surveyId: 's1',
      surveyTitle: '納品後アンケート',
      responseId: 'r-private',
      submittedAt: new Date('2026-11-25T01:00:00Z'),
    },
    {
      surveyId: 's2',
      surveyTitle: '商談アンケート',
      responseId: 'r-2026-11-22T01:00:00Z',
      submittedAt: new Date('2026-11-22T01:00:00Z'),
    },
    {
      surveyId: 's1',
      surveyTitle: '納品後アンケート',
      responseId: 'r-2026-11-20T01:00:00Z',
      submittedAt: new Date('2026-11-20T01:00:00Z'),
    },
  ]);
  expect(await ob.responsesOf('o9')).toEqual([]);
});

test("a link carries its survey's 表示条件 outcomes for the customer, and nothing of the row", async () => {
  const local = await freshLocalBackend('survey-link-values');
  await local.data.set('ob_list', 'o1', {
    clientName: 'OB社',
    progress: '納品済み',
    memo: '社外秘',
  });
  const ob = surveyLinkSource('ob_list', 'u1', catalog);
  const customer = { rowId: 'o1', clientName: 'OB社' };

  const plain = (await ob.linkFor('s1', customer)).split('?c=')[1]!;
  expect(await local.data.get('surveyLinkValues', plain)).toBeNull();

  const token = (await ob.linkFor('s2', customer)).split('?c=')[1]!;
  expect((await local.data.get('surveyLinkValues', token))?.data).toEqual({
    surveyId: 's2',
    values: { 'q.0': '1' },
  });
  const stored = JSON.stringify(await local.data.get('surveyLinkValues', token));
  for (const value of ['OB社', '納品済み', '社外秘', 'progress'])
    expect(stored).not.toContain(value);
});
