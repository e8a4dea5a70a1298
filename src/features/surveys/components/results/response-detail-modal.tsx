import { linkedName } from '@/features/customers/model';
import { ClippedText } from './clipped-text';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format';
import { answerLabel } from '../../model/results-csv';
import { visibleFieldIds } from '../../model/show-if';
import type { SurveyField, SurveyResponse } from '../../model/types';
import { resultsStrings } from '../../results-strings';

/** A response may hold ~1 MiB: the dialog shows this much of each answer. */
const DETAIL_MAX_CHARS = 5000;

export function ResponseDetailModal({
  fields,
  response,
  onClose,
}: {
  fields: SurveyField[];
  response: SurveyResponse | null;
  onClose: () => void;
}) {
  // 表示条件: the questions this respondent was shown (show-if.ts, the one function).
  const shown = response
    ? visibleFieldIds(fields, response.answers, response.link)
    : new Set<string>();
  return (
    <Modal
      open={response !== null}
      onOpenChange={(open) => !open && onClose()}
      title={resultsStrings.detailTitle}
      description={
        response
          ? [
              formatDateTime(response.submittedAt),
              response.customer ? resultsStrings.customer(linkedName(response.customer)) : '',
            ]
              .filter(Boolean)
              .join('　')
          : undefined
      }
      size="3xl"
    >
      {response ? (
        <section>
          <h3
            id="response-detail-all-answers"
            className="mb-2 text-sm font-semibold text-slate-700"
          >
            {resultsStrings.allAnswers}
          </h3>
          {/* The answers scroll (spec: max 24rem): a named region in the tab order, so the
              keyboard can scroll it too. */}
          <div
            role="region"
            aria-labelledby="response-detail-all-answers"
            // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="focus-visible:outline-brand-600 max-h-96 overflow-y-auto rounded-md border border-slate-200 focus-visible:outline-2"
          >
            <dl className="divide-y divide-slate-100">
              {fields.map((field) => {
                const text = answerLabel(field, response.answers[field.id]);
                const hidden = !shown.has(field.id);
                return (
                  <div key={field.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
                    <dt className="text-xs font-medium text-slate-500">{field.label}</dt>
                    <dd className="text-sm whitespace-pre-wrap text-slate-800">
                      {hidden ? (
                        <span className="text-slate-500">{resultsStrings.hiddenByRule}</span>
                      ) : text === '' ? (
                        <span className="text-slate-500">{resultsStrings.noAnswer}</span>
                      ) : (
                        <ClippedText text={text} max={DETAIL_MAX_CHARS} />
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        </section>
      ) : null}
    </Modal>
  );
}
