import { formatDateTime } from '@/lib/format';
import type { Survey } from '../model/types';
import { surveyStrings as s } from '../strings';

/**
 * When a survey stops taking answers, for staff screens (the list under the status, the results
 * header): '受付終了 2026/12/01 18:00 ・ 上限 100件', or '' when neither is set.
 */
export function closingNote(survey: Pick<Survey, 'closesAt' | 'maxResponses'>): string {
  return [
    survey.closesAt ? s.closesAtNote(formatDateTime(survey.closesAt)) : '',
    survey.maxResponses !== null ? s.maxResponsesNote(survey.maxResponses) : '',
  ]
    .filter(Boolean)
    .join(' ・ ');
}
