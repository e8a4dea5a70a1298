import { expect, test } from 'vitest';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { closingReason } from '../model/closing';
import {
  RESPONSES,
  RESPONSE_LINKS,
  SURVEY_ANSWER_SLOTS,
  SURVEY_ANSWER_SLOT_CLAIMS,
} from '@/contracts/survey-collections';
import { getPublicSurvey } from './public-read';
import { submitResponse } from './public-submit';

test('a survey with an answer limit takes a slot with each answer, and reads 終了 by its slots', async () => {
  const local = await freshLocalBackend('public-read-slots');
  await local.data.set('surveys', 'limited', {
    title: '上限つき',
    status: 'published',
    fields: [],
    maxResponses: 2,
    responseCount: 0,
  });
  await local.data.set('surveys', 'open', { title: '上限なし', status: 'published', fields: [] });
  const limited = (await getPublicSurvey('limited'))!;
  const first = await submitResponse(limited, {});
  // The public count alone; the response that took the slot is named where nobody reads.
  expect((await local.data.get(SURVEY_ANSWER_SLOTS, 'limited'))?.data).toEqual({ count: 1 });
  expect((await local.data.get(SURVEY_ANSWER_SLOT_CLAIMS, 'limited'))?.data).toEqual({
    responseId: first,
  });
  await submitResponse(limited, {});
  // The server's count has not moved (no trigger here): the slots say the limit is reached.
  const now = (await getPublicSurvey('limited'))!;
  expect(now.responseCount).toBe(2);
  expect(closingReason({ ...now }, new Date())).toBe('count');
  // Without a limit no slot is taken.
  await submitResponse((await getPublicSurvey('open'))!, {});
  expect(await local.data.get(SURVEY_ANSWER_SLOTS, 'open')).toBeNull();
});

test('a personal link’s token goes to its own record, never onto the response', async () => {
  const local = await freshLocalBackend('public-submit-token');
  await local.data.set('surveys', 'open', { title: '上限なし', status: 'published', fields: [] });
  const token = 'AbCdEfGhIjKlMnOpQrSt';
  const id = await submitResponse((await getPublicSurvey('open'))!, { q: 'a' }, token);
  const response = (await local.data.get(RESPONSES, id))?.data;
  expect(response).toMatchObject({ surveyId: 'open', answers: { q: 'a' } });
  expect(response).not.toHaveProperty('customerToken');
  expect((await local.data.get(RESPONSE_LINKS, id))?.data).toMatchObject({
    surveyId: 'open',
    customerToken: token,
  });
  // A mangled token is a plain answer: no record.
  const plain = await submitResponse((await getPublicSurvey('open'))!, {}, 'not a token');
  expect(await local.data.get(RESPONSE_LINKS, plain)).toBeNull();
});
