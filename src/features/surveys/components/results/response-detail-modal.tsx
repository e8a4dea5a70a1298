import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format';
import { answerText } from '../../model/results-csv';
import type { SurveyField, SurveyResponse } from '../../model/types';
import { resultsStrings } from '../../results-strings';

export function ResponseDetailModal({
  fields,
  response,
  onClose,
}: {
  fields: SurveyField[];
  response: SurveyResponse | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={response !== null}
      onOpenChange={(open) => !open && onClose()}
      title={resultsStrings.detailTitle}
      description={response ? formatDateTime(response.submittedAt) : undefined}
      size="3xl"
    >
      {response ? (
        <section aria-label={resultsStrings.allAnswers}>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{resultsStrings.allAnswers}</h3>
          <dl className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {fields.map((field) => {
              const text = answerText(response.answers[field.id]);
              return (
                <div key={field.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
                  <dt className="text-xs font-medium text-slate-500">{field.label}</dt>
                  <dd className="text-sm whitespace-pre-wrap text-slate-800">
                    {text === '' ? (
                      <span className="text-muted">{resultsStrings.noAnswer}</span>
                    ) : (
                      text
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}
    </Modal>
  );
}
