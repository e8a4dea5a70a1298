import { ClippedText } from './clipped-text';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { ANSWER_LIST_PAGE_SIZE, listAnswers } from '../../model/answer-list';
import type { SurveyField, SurveyResponse } from '../../model/types';
import { resultsStrings } from '../../results-strings';

/** Each answer in the list shows this much (the detail dialog and the CSV hold more). */
const LIST_MAX_CHARS = 1000;

/**
 * The answers of a free-answer question (text, textarea, e-mail, date), newest first: the first
 * ANSWER_LIST_PAGE_SIZE, and a button for all of them. The whole list scrolls inside a region
 * that the keyboard can reach.
 */
export function AnswerList({
  field,
  responses,
}: {
  field: SurveyField;
  responses: readonly SurveyResponse[];
}) {
  const answers = useMemo(() => listAnswers(field, responses), [field, responses]);
  const [showAll, setShowAll] = useState(false);
  if (answers.length === 0) return null;
  const shown = showAll ? answers : answers.slice(0, ANSWER_LIST_PAGE_SIZE);
  const name = resultsStrings.answerList(field.label);
  return (
    <div className="mt-3">
      {/* Expanded, the list scrolls: a named region in the tab order, so keys can scroll it. */}
      <div
        {...(showAll ? { role: 'region', 'aria-label': name, tabIndex: 0 } : {})}
        className={
          showAll
            ? 'focus-visible:outline-brand-600 max-h-[32rem] overflow-y-auto rounded-md focus-visible:outline-2'
            : undefined
        }
      >
        <ul
          aria-label={name}
          className="divide-y divide-slate-100 rounded-md border border-slate-200"
        >
          {shown.map((answer) => (
            <li key={answer.key} className="px-4 py-2.5">
              <p className="text-sm break-words whitespace-pre-wrap text-slate-800">
                <ClippedText text={answer.text} max={LIST_MAX_CHARS} />
              </p>
              <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
                {formatDateTime(answer.submittedAt)}
              </p>
            </li>
          ))}
        </ul>
      </div>
      {answers.length > ANSWER_LIST_PAGE_SIZE ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll
            ? resultsStrings.showFirstAnswers(ANSWER_LIST_PAGE_SIZE)
            : resultsStrings.showAllAnswers(answers.length)}
        </Button>
      ) : null}
    </div>
  );
}
