import { serverTimestamp } from '@/lib/backend/field-values';
import { publicData } from '@/lib/backend/public-data';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/contracts/customer-token';
import type { AnswerValue, Survey } from '../model/types';
import { RESPONSES, SURVEY_ANSWER_SLOTS } from '@/contracts/survey-collections';

/**
 * Stores a response; the server fills submittedAt (the rules insist on request.time). A personal
 * link's token travels with it when it has a token's shape; anything else is left out, so a
 * mangled link is a plain anonymous answer, never an error. For a survey with 回答数の上限 the
 * response takes an answer slot in the same write (the rules refuse it otherwise, and refuse the
 * slot past the limit).
 */
export async function submitResponse(
  survey: Pick<Survey, 'id' | 'maxResponses'>,
  answers: Record<string, AnswerValue>,
  customerToken: string | null = null,
): Promise<string> {
  const response = {
    surveyId: survey.id,
    answers,
    submittedAt: serverTimestamp(),
    ...(isCustomerToken(customerToken) ? { [CUSTOMER_TOKEN_FIELD]: customerToken } : {}),
  };
  return survey.maxResponses === null
    ? publicData().add(RESPONSES, response)
    : publicData().add(RESPONSES, response, {
        countIn: { collection: SURVEY_ANSWER_SLOTS, id: survey.id },
      });
}
