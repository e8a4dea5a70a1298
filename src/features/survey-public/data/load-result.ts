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

/** What the result page shows: the result, or the spec's notice for a missing piece. */
export type Outcome =
  | { kind: 'notice'; message: string }
  | {
      kind: 'result';
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
  if (!responseId) return { kind: 'notice', message: errors.invalidUrl };
  const response = await getPublicResponse(responseId);
  if (!response) return { kind: 'notice', message: errors.responseNotFound };
  if (!response.surveyId) return { kind: 'notice', message: errors.surveyInfoNotFound };
  const [survey, stats, footerText] = await Promise.all([
    getPublicSurvey(response.surveyId),
    getSurveyStats(response.surveyId),
    getFooterText(),
  ]);
  if (!survey) return { kind: 'notice', message: errors.surveyNotFound };
  return { kind: 'result', response, survey, stats, footerText };
}
