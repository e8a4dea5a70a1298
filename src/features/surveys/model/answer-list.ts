import { isKnownFieldType, RESULTS_VIEWS } from './field-types';
import { isEmptyAnswer } from './aggregate-answers';
import { answerText } from './results-csv';
import type { SurveyField, SurveyResponse } from './types';

/** How many answers a question's list shows before 'show all'. */
export const ANSWER_LIST_PAGE_SIZE = 20;

/** Free-answer types list their answers under the question (the registry's `list` view). */
export function hasAnswerList(field: Pick<SurveyField, 'type'>): boolean {
  return isKnownFieldType(field.type) && RESULTS_VIEWS[field.type] === 'list';
}

export interface ListedAnswer {
  /** Unique across both response collections. */
  key: string;
  text: string;
  submittedAt: Date | null;
}

/**
 * The non-empty answers of one question, newest first (responses without a date last, in the
 * order given). Text is shown as stored: no trimming inside, so line breaks of a textarea stay.
 */
export function listAnswers(
  field: Pick<SurveyField, 'id'>,
  responses: readonly SurveyResponse[],
): ListedAnswer[] {
  const listed = responses.flatMap((response) => {
    const value = response.answers[field.id];
    if (value === undefined || isEmptyAnswer(value)) return [];
    return [
      {
        key: `${response.source}-${response.id}`,
        text: answerText(value),
        submittedAt: response.submittedAt,
      },
    ];
  });
  const time = (answer: ListedAnswer) => answer.submittedAt?.getTime() ?? -Infinity;
  // Array.prototype.sort is stable, so equal (or missing) dates keep the given order.
  return listed.sort((a, b) => time(b) - time(a));
}
