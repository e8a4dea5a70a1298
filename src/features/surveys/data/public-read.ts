import { serverTimestamp } from '@/lib/backend/field-values';
import { publicData } from '@/lib/backend/public-data';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/lib/customer-table/customer-token';
import { parseSurvey } from '../model/parse-survey';
import type { AnswerValue, Survey } from '../model/types';
import { LEGACY_RESPONSES, RESPONSES, SURVEY_ANSWER_SLOTS, SURVEYS } from './collections';

/**
 * The surveys area's public read API: everything an anonymous visitor reads or writes (the
 * survey-public pages use it through the area's index). Only single-document gets and one add,
 * because the security rules never let a visitor list a collection (docs/security.md).
 * The result page's reads are in `public-result-read.ts`, so the survey page does not load them.
 */

/**
 * A survey as its public page shows it. With 回答数の上限, its count is the larger of the server's
 * count and the answer slots taken (which the rules compare with the limit, and which move with
 * each answer before the server counts it), so the page says 終了 exactly when the rules refuse.
 */
export async function getPublicSurvey(surveyId: string): Promise<Survey | null> {
  const doc = await publicData().get(SURVEYS, surveyId);
  if (!doc) return null;
  const survey = parseSurvey(doc.id, doc.data);
  if (survey.maxResponses === null) return survey;
  const slots = await publicData().get(SURVEY_ANSWER_SLOTS, surveyId);
  const taken = typeof slots?.data.count === 'number' ? slots.data.count : 0;
  return { ...survey, responseCount: Math.max(survey.responseCount, taken) };
}

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

export type ResolvedId = 'survey' | 'response' | 'unknown';

/** What `/{id}` names: a survey, a response in either collection, or nothing known. */
export async function resolvePublicId(id: string): Promise<ResolvedId> {
  if (await publicData().get(SURVEYS, id)) return 'survey';
  if (await publicData().get(RESPONSES, id)) return 'response';
  if (await publicData().get(LEGACY_RESPONSES, id)) return 'response';
  return 'unknown';
}
