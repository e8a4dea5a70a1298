import { RECOUNT_SURVEY_STATS } from '@/contracts/survey-stats';
import { backend } from '@/lib/backend';
import { SurveyMissingError } from './summaries';

/**
 * 再集計: rebuilds the survey's statistics from every response and returns how many were
 * counted. Firebase: the staff-only callable (the rules let no client write statistics); local
 * mode: the same fold in this tab, which holds the database (local-triggers.ts).
 */
export async function recountSurveyStats(surveyId: string): Promise<number> {
  const { data, functions, kind } = backend();
  if (kind === 'local') {
    const { recountLocally } = await import('./local-triggers');
    const count = await recountLocally(data, surveyId);
    if (count === null) throw new SurveyMissingError('アンケートが見つかりません');
    return count;
  }
  const result = await functions.call(RECOUNT_SURVEY_STATS, {
    surveyId,
  });
  return result.responseCount;
}
