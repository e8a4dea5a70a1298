import { expect, test } from 'vitest';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { closingReason } from '../model/closing';
import { SURVEY_ANSWER_SLOTS } from '@/contracts/survey-collections';
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
  expect((await local.data.get(SURVEY_ANSWER_SLOTS, 'limited'))?.data).toEqual({
    count: 1,
    lastId: first,
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
