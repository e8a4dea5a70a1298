import { serverTimestamp } from '@/lib/backend/field-values';
import { publicData } from '@/lib/backend/public-data';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/lib/customer-table/customer-token';
import { parseSurvey } from '../model/parse-survey';
import type { AnswerValue, Survey } from '../model/types';
import { LEGACY_RESPONSES, RESPONSES, SURVEYS } from './collections';

/**
 * The surveys area's public read API: everything an anonymous visitor reads or writes (the
 * survey-public pages use it through the area's index). Only single-document gets and one add,
 * because the security rules never let a visitor list a collection (docs/security.md).
 * The result page's reads are in `public-result-read.ts`, so the survey page does not load them.
 */

export async function getPublicSurvey(surveyId: string): Promise<Survey | null> {
  const doc = await publicData().get(SURVEYS, surveyId);
  return doc ? parseSurvey(doc.id, doc.data) : null;
}

/**
 * Stores a response; the server fills submittedAt (the rules insist on request.time). A personal
 * link's token travels with it when it has a token's shape; anything else is left out, so a
 * mangled link is a plain anonymous answer, never an error.
 */
export async function submitResponse(
  surveyId: string,
  answers: Record<string, AnswerValue>,
  customerToken: string | null = null,
): Promise<string> {
  return publicData().add(RESPONSES, {
    surveyId,
    answers,
    submittedAt: serverTimestamp(),
    ...(isCustomerToken(customerToken) ? { [CUSTOMER_TOKEN_FIELD]: customerToken } : {}),
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
