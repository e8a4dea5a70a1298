import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncView } from '@/components/ui/async-view';
import { Button } from '@/components/ui/button';
import { FormField, Select, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { CustomerResponse } from '../data/survey-links';
import { linkedName } from '../model/survey-answer';
import { useAsync } from '@/lib/use-async';
import { customerTableStrings as s } from '../../strings';

/** Where the dialog gets its surveys and links (the surveys area, through the table's page). */
export interface SurveyLinkSource {
  /** Published surveys, newest first. */
  listSurveys: () => Promise<{ id: string; title: string }[]>;
  /** The customer's personal link to a survey (made once, the same every time). */
  linkFor: (surveyId: string, customer: LinkTarget) => Promise<string>;
  /** What the customer answered through their links, newest first. */
  responsesOf: (rowId: string) => Promise<CustomerResponse[]>;
}

/** Whom a link is for: a company's row, or one of its 先方担当者 (the answer lands on the row). */
export interface LinkTarget {
  rowId: string;
  clientName: string;
  contactId?: string;
  contactName?: string;
}

export interface SurveyLinkDialogProps {
  /** The customer the link is for; null: closed. */
  customer: LinkTarget | null;
  source: SurveyLinkSource;
  onClose: () => void;
}

/**
 * アンケートURL on an SA / OB row: choose a published survey, get the customer's personal link
 * (the same one for the same customer and survey) and copy it. Answers through it land on the
 * customer's row (docs/features/survey-customer-links.md). Below, the customer's answers so far,
 * each linking to its response on the survey's results page. The table's page supplies the
 * surveys, links and answers.
 */
export function SurveyLinkDialog({ customer, source, onClose }: SurveyLinkDialogProps) {
  return (
    <Modal
      open={customer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={s.personalLinkTitle(
        customer
          ? linkedName({ clientName: customer.clientName, contactName: customer.contactName ?? '' })
          : '',
      )}
      description={s.personalLinkDescription}
      size="lg"
    >
      {customer ? (
        <div className="space-y-6">
          <SurveyLinkBody customer={customer} source={source} />
          <CustomerResponses rowId={customer.rowId} source={source} />
        </div>
      ) : null}
    </Modal>
  );
}

function SurveyLinkBody({ customer, source }: { customer: LinkTarget; source: SurveyLinkSource }) {
  const surveyId = useId();
  const linkId = useId();
  const { state, reload } = useAsync('linkable-surveys', source.listSurveys);
  const [chosen, setChosen] = useState('');
  const [link, setLink] = useState<{ surveyId: string; url: string } | null>(null);
  const [making, setMaking] = useState(false);

  async function choose(id: string) {
    setChosen(id);
    setLink(null);
    if (!id) return;
    setMaking(true);
    try {
      const url = await source.linkFor(id, customer);
      setLink({ surveyId: id, url });
    } catch (error) {
      console.error('surveyLinks: making a link failed', error);
      notify.error(s.personalLinkFailed);
    } finally {
      setMaking(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(s.linkCopied);
    } catch {
      notify.error(s.linkCopyFailed);
    }
  }

  const shown = link && link.surveyId === chosen ? link.url : '';
  return (
    <AsyncView
      state={state}
      onRetry={reload}
      errorMessage={s.surveysLoadFailed}
      isEmpty={(surveys) => surveys.length === 0}
      empty={<EmptyState title={s.personalLinkNoSurvey} />}
    >
      {(surveys) => (
        <div className="space-y-4">
          <FormField id={surveyId} label={s.personalLinkSurvey}>
            <Select
              id={surveyId}
              value={chosen}
              placeholder={s.personalLinkChoose}
              options={surveys.map((survey) => ({ value: survey.id, label: survey.title }))}
              onChange={(event) => void choose(event.target.value)}
              disabled={making}
            />
          </FormField>
          <FormField id={linkId} label={s.personalLinkUrl} hint={s.personalLinkHint}>
            <div className="flex gap-2">
              <TextInput
                id={linkId}
                readOnly
                value={making ? s.personalLinkMaking : shown}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                variant="secondary"
                onClick={() => void copy(shown)}
                disabled={!shown || making}
                className="shrink-0"
              >
                <Copy className="h-4 w-4" aria-hidden />
                {s.personalLinkCopy}
              </Button>
            </div>
          </FormField>
        </div>
      )}
    </AsyncView>
  );
}

/** The customer's answers through their personal links, each opening on the results page. */
function CustomerResponses({ rowId, source }: { rowId: string; source: SurveyLinkSource }) {
  const headingId = useId();
  const { state, reload } = useAsync(rowId, () => source.responsesOf(rowId));
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {s.customerResponses}
      </h3>
      <AsyncView
        state={state}
        onRetry={reload}
        errorMessage={s.customerResponsesFailed}
        isEmpty={(responses) => responses.length === 0}
        empty={<p className="text-sm text-slate-500">{s.customerResponsesNone}</p>}
      >
        {(responses) => (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {responses.map((response) => (
              <li
                key={response.responseId}
                className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-800">
                    {response.surveyTitle}
                  </span>
                  <span className="text-xs text-slate-500 tabular-nums">
                    {formatDateTime(response.submittedAt)}
                  </span>
                </span>
                <Link
                  to={`${paths.surveyResults(response.surveyId)}?response=${encodeURIComponent(response.responseId)}`}
                  className="text-brand-700 hover:text-brand-800 shrink-0 font-medium underline"
                  aria-label={s.customerResponseOpen(
                    response.surveyTitle,
                    formatDateTime(response.submittedAt),
                  )}
                >
                  {s.customerResponseView}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
