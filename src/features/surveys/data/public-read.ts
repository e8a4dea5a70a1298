import { serverTimestamp } from '@/lib/backend/field-values';
import { publicData } from '@/lib/backend/public-data';
import { parseStats, type SurveyStats } from '../model/aggregate-answers';
import { parseResponse, parseSettings, parseSurvey } from '../model/parse-survey';
import type { AnswerValue, Survey, SurveyResponse } from '../model/types';
import {
  COMMON_SETTINGS_ID,
  LEGACY_RESPONSES,
  RESPONSES,
  SURVEY_SETTINGS,
  SURVEY_STATS,
  SURVEYS,
} from './collections';

/**
 * The surveys area's public read API: everything an anonymous visitor reads or writes (the
 * survey-public pages use it through the area's index). Only single-document gets and one add,
 * because the security rules never let a visitor list a collection (DESIGN.md section 5).
 */

export async function getPublicSurvey(surveyId: string): Promise<Survey | null> {
  const doc = await publicData().get(SURVEYS, surveyId);
  return doc ? parseSurvey(doc.id, doc.data) : null;
}

/** Stores a response; the server fills submittedAt (the rules insist on request.time). */
export async function submitResponse(
  surveyId: string,
  answers: Record<string, AnswerValue>,
): Promise<string> {
  return publicData().add(RESPONSES, { surveyId, answers, submittedAt: serverTimestamp() });
}

/** Current collection first, then the legacy one. */
export async function getPublicResponse(responseId: string): Promise<SurveyResponse | null> {
  const current = await publicData().get(RESPONSES, responseId);
  if (current) return parseResponse(current.id, current.data, 'responses');
  const legacy = await publicData().get(LEGACY_RESPONSES, responseId);
  return legacy ? parseResponse(legacy.id, legacy.data, 'surveyResponses') : null;
}

export async function getSurveyStats(surveyId: string): Promise<SurveyStats> {
  const doc = await publicData().get(SURVEY_STATS, surveyId);
  return parseStats(doc?.data);
}

export async function getFooterText(): Promise<string> {
  const doc = await publicData().get(SURVEY_SETTINGS, COMMON_SETTINGS_ID);
  return parseSettings(doc?.data ?? null).footerText;
}

export type ResolvedId = 'survey' | 'response' | 'unknown';

/** What `/{id}` names: a survey, a response in either collection, or nothing known. */
export async function resolvePublicId(id: string): Promise<ResolvedId> {
  if (await publicData().get(SURVEYS, id)) return 'survey';
  if (await publicData().get(RESPONSES, id)) return 'response';
  if (await publicData().get(LEGACY_RESPONSES, id)) return 'response';
  return 'unknown';
}
