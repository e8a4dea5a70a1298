import { expect, test } from 'vitest';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import {
  FIRST_PAGE,
  getSurveyResponse,
  listAllResponses,
  listResponsePage,
  type ResponseCursor,
} from './responses';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';
// r3 still carries its token (sent before the server moved tokens off responses); r5's is in
// its private record.
const customers = {
  byToken: new Map([
    [
      TOKEN,
      {
        surveyId: 's1',
        table: 'ob_list' as const,
        rowId: 'o1',
        clientName: 'OB社',
        contactId: '',
        contactName: '',
      },
    ],
  ]),
  tokenOfResponse: new Map([['r5', TOKEN]]),
  valuesByToken: new Map(),
};

async function seed() {
  const local = await freshLocalBackend('responses-paging');
  for (let i = 0; i < 7; i += 1)
    await local.data.set('responses', `r${i}`, {
      surveyId: 's1',
      answers: { q: `回答${i}` },
      submittedAt: new Date(Date.UTC(2026, 10, 1 + i)),
      ...(i === 3 ? { customerToken: TOKEN } : {}),
    });
  await local.data.set('responses', 'other', {
    surveyId: 's2',
    answers: {},
    submittedAt: new Date(),
  });
  await local.data.set('surveyResponses', 'legacy', {
    surveyId: 's1',
    responses: [{ fieldId: 'q', value: '旧' }],
    submittedAt: new Date(Date.UTC(2025, 0, 1)),
  });
  return local;
}

test('responses come a page at a time, newest first, then the legacy ones, then nothing', async () => {
  await seed();
  const pages: string[][] = [];
  let cursor: ResponseCursor = FIRST_PAGE;
  while (cursor.kind !== 'done') {
    const page = await listResponsePage('s1', cursor, customers, 3);
    pages.push(page.responses.map((response) => response.id));
    cursor = page.next;
  }
  expect(pages).toEqual([
    ['r6', 'r5', 'r4'],
    ['r3', 'r2', 'r1'],
    ['r0', 'legacy'],
  ]);
  const first = await listResponsePage('s1', FIRST_PAGE, customers, 10);
  expect(first.responses.map((response) => response.id)).toHaveLength(8);
  expect(first.next).toEqual({ kind: 'done' });
  const named = first.responses.filter((response) => response.customer?.clientName === 'OB社');
  expect(named.map((response) => response.id)).toEqual(['r5', 'r3']);
});

test('the CSV reads every page and says how far it got; one response by id, of its survey only', async () => {
  await seed();
  const progress: number[] = [];
  const all = await listAllResponses('s1', (read) => progress.push(read));
  expect(all).toHaveLength(8);
  expect(progress.at(-1)).toBe(8);
  expect((await getSurveyResponse('s1', 'r3', customers))?.customer?.clientName).toBe('OB社');
  expect(await getSurveyResponse('s1', 'other', customers)).toBeNull();
  expect(await getSurveyResponse('s1', 'missing', customers)).toBeNull();
});
