import { publicData } from '@/lib/backend/public-data';
import { parseSurvey } from '../model/parse-survey';
import type { Survey } from '../model/types';
import {
  LEGACY_RESPONSES,
  RESPONSES,
  SURVEY_ANSWER_SLOTS,
  SURVEYS,
} from '@/contracts/survey-collections';

/**
 * The surveys area's public read API: everything an anonymous visitor reads or writes (the
 * survey-public pages use it through the area's index). Only single-document gets and one add,
 * because the security rules never let a visitor list a collection (docs/security.md).
 * The result page's reads are in `public-result-read.ts`, so the survey page does not load them;
 * the send is in `public-submit.ts`, loaded with the first answer.
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

export type ResolvedId = 'survey' | 'response' | 'unknown';

/** What `/{id}` names: a survey, a response in either collection, or nothing known. */
export async function resolvePublicId(id: string): Promise<ResolvedId> {
  if (await publicData().get(SURVEYS, id)) return 'survey';
  if (await publicData().get(RESPONSES, id)) return 'response';
  if (await publicData().get(LEGACY_RESPONSES, id)) return 'response';
  return 'unknown';
}
