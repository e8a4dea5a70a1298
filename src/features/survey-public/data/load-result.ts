import { publicStrings } from '../strings';
import {
  getFooterText,
  getPublicResponse,
  getPublicSurvey,
  getSurveyStats,
  type Survey,
  type SurveyResponse,
  type SurveyStats,
} from '@/features/surveys';

export type Outcome =
  | { kind: 'error'; message: string }
  | {
      kind: 'ok';
      response: SurveyResponse;
      survey: Survey;
      stats: SurveyStats;
      footerText: string;
    };

/**
 * A constant number of single-document reads (response, survey, statistics, footer):
 * the aggregates come from `surveyStats`, never from listing responses.
 */
export async function loadResult(responseId: string): Promise<Outcome> {
  const { errors } = publicStrings;
  if (!responseId) return { kind: 'error', message: errors.invalidUrl };
  const response = await getPublicResponse(responseId);
  if (!response) return { kind: 'error', message: errors.responseNotFound };
  if (!response.surveyId) return { kind: 'error', message: errors.surveyInfoNotFound };
  const [survey, stats, footerText] = await Promise.all([
    getPublicSurvey(response.surveyId),
    getSurveyStats(response.surveyId),
    getFooterText(),
  ]);
  if (!survey) return { kind: 'error', message: errors.surveyNotFound };
  return { kind: 'ok', response, survey, stats, footerText };
}
