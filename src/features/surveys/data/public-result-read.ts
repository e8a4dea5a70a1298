import { publicData } from '@/lib/backend/public-data';
import { type SurveyStats } from '../model/aggregate-answers';
import { parseStats } from '../model/parse-stats';
import { parseResponse } from '../model/parse-response';
import { parseSettings } from '../model/parse-survey';
import type { SurveyResponse } from '../model/types';
import {
  COMMON_SETTINGS_ID,
  LEGACY_RESPONSES,
  RESPONSES,
  SURVEY_SETTINGS,
  SURVEY_STATS,
} from '@/contracts/survey-collections';

/** The public result page's reads (single-document gets, like the rest of the public API). */

/** Current collection first, then the legacy one. */
export async function getPublicResponse(responseId: string): Promise<SurveyResponse | null> {
  const current = await publicData().get(RESPONSES, responseId);
  if (current) return parseResponse(current.id, current.data, RESPONSES);
  const legacy = await publicData().get(LEGACY_RESPONSES, responseId);
  return legacy ? parseResponse(legacy.id, legacy.data, LEGACY_RESPONSES) : null;
}

export async function getSurveyStats(surveyId: string): Promise<SurveyStats> {
  const doc = await publicData().get(SURVEY_STATS, surveyId);
  return parseStats(doc?.data);
}

export async function getFooterText(): Promise<string> {
  const doc = await publicData().get(SURVEY_SETTINGS, COMMON_SETTINGS_ID);
  return parseSettings(doc?.data ?? null).footerText;
}
