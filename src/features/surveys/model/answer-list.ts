import { isEmptyAnswer } from './aggregate-answers';
import { answerText } from './results-csv';
import type { SurveyField, SurveyResponse } from './types';

/** How many answers a question's list shows before 'show all'. */
export const ANSWER_LIST_PAGE_SIZE = 20;

/** Free-answer types whose answers are listed under the question (they have no chart). */
const LISTED_TYPES = new Set(['text', 'textarea', 'email', 'date']);

export function hasAnswerList(field: Pick<SurveyField, 'type'>): boolean {
  return LISTED_TYPES.has(field.type);
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
