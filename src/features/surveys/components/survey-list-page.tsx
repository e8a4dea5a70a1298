import {
  BarChart3,
  Copy,
  CopyPlus,
  ExternalLink,
  Pencil,
  Plus,
  Search,
  Settings,
  Trash2,
  X,
} from 'lucide-react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/form-controls';
import { Card, Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { notify } from '@/components/ui/toast';
import { Toggle } from '@/components/ui/toggle';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { nextPublishAction, type PublishAction } from '@/lib/publish-lifecycle';
import { applySurveyAction, archiveSurvey, listSurveys, publicLinkOf } from '../data/surveys';
import { filterSurveys } from '../model/survey-draft';
import type { Survey } from '../model/types';
import { actionMessages, surveyStrings as s, toggleTooltips } from '../strings';
import { StatusBadge } from './status-badge';

type Load =
  { state: 'loading' } | { state: 'error'; reason: string } | { state: 'ready'; surveys: Survey[] };

export function SurveyListPage() {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [query, setQuery] = useState('');
  // Typing stays responsive with 500 rows: the filtered table re-renders at lower priority.
  const deferredQuery = useDeferredValue(query);
  const [toArchive, setToArchive] = useState<Survey | null>(null);
  const [archiving, setArchiving] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  const fetchInto = useCallback(
    () =>
      listSurveys().then(
        (surveys) => setLoad({ state: 'ready', surveys }),
        (e: unknown) => {
          notify.error(s.loadFailed);
          setLoad({ state: 'error', reason: e instanceof Error ? e.message : String(e) });
        },
      ),
    [],
  );
  const reload = fetchInto;

  useEffect(() => {
    void fetchInto();
  }, [fetchInto]);

  const surveys = load.state === 'ready' ? load.surveys : null;
  const visible = useMemo(
    () => (surveys ? filterSurveys(surveys, deferredQuery) : []),
    [surveys, deferredQuery],
  );

  const onToggle = useCallback(
    async (survey: Survey) => {
      const action: PublishAction = nextPublishAction(survey.status);
      setBusyId(survey.id);
      try {
        await applySurveyAction(survey.id, action);
        notify.success(actionMessages[action].ok);
        await reload();
      } catch {
        notify.error(actionMessages[action].failed);
      } finally {
        setBusyId(null);
      }
    },
    [reload],
  );

  const onCopy = useCallback(async (survey: Survey) => {
    try {
      await navigator.clipboard.writeText(publicLinkOf(survey));
      notify.success(s.linkCopied);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); nothing was copied.
    }
  }, []);

  const onDuplicate = useCallback(
    (survey: Survey) => void navigate(paths.surveyCreate, { state: { duplicateFrom: survey } }),
    [navigate],
  );

  const confirmArchive = async () => {
    if (!toArchive) return;
    setArchiving(true);
    try {
      await archiveSurvey(toArchive.id);
      notify.success(s.archived);
      setToArchive(null);
      await reload();
    } catch {
      notify.error(s.archiveFailed);
    } finally {
      setArchiving(false);
    }
  };

  return (
    <Page
      title={s.listTitle}
      actions={
        <>
          <Button variant="secondary" onClick={() => void navigate(paths.settings)}>
            <Settings className="h-4 w-4" aria-hidden />
            {s.commonSettings}
          </Button>
          <Button onClick={() => void navigate(paths.surveyCreate)}>
            <Plus className="h-4 w-4" aria-hidden />
            {s.newSurvey}
          </Button>
        </>
      }
    >
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          aria-label={s.searchPlaceholder}
          placeholder={s.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={`${inputClass} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
        />
        {query ? (
          <IconButton
            label={s.clearSearch}
            onClick={() => setQuery('')}
            className="absolute top-1/2 right-1 -translate-y-1/2"
          >
            <X className="h-4 w-4" aria-hidden />
          </IconButton>
        ) : null}
      </div>
      <Card>
        {load.state === 'loading' ? (
          <LoadingState />
        ) : load.state === 'error' ? (
          <ErrorState message={s.loadFailed} detail={load.reason} onRetry={() => void reload()} />
        ) : load.surveys.length === 0 ? (
          <EmptyState title={s.emptyTitle} hint={s.emptyHint} />
        ) : visible.length === 0 ? (
          <EmptyState title={s.noMatchTitle} hint={s.noMatchHint} />
        ) : (
          <Table>
            <thead>
              <tr>
                <Th>{s.colName}</Th>
                <Th>{s.colStatus}</Th>
                <Th>{s.colQuestions}</Th>
                <Th>{s.colCreator}</Th>
                <Th>{s.colLastEditor}</Th>
                <Th>{s.colCreatedAt}</Th>
                <Th className="text-right">{s.colActions}</Th>
              </tr>
            </thead>
            <TBody>
              {visible.map((survey) => (
                <SurveyRow
                  key={survey.id}
                  survey={survey}
                  busy={busyId === survey.id}
                  onToggle={onToggle}
                  onCopy={onCopy}
                  onDuplicate={onDuplicate}
                  onArchive={setToArchive}
                />
              ))}
            </TBody>
          </Table>
        )}
      </Card>
      <ConfirmDialog
        open={toArchive !== null}
        title={s.archiveTitle}
        message={toArchive ? s.archiveMessage(toArchive.title) : ''}
        confirmLabel={s.archiveConfirm}
        pending={archiving}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setToArchive(null)}
      />
    </Page>
  );
}

interface RowProps {
  survey: Survey;
  busy: boolean;
  onToggle: (survey: Survey) => Promise<void>;
  onCopy: (survey: Survey) => Promise<void>;
  onDuplicate: (survey: Survey) => void;
  onArchive: (survey: Survey) => void;
}

// Memoised so a keystroke in the search box does not re-render rows that stay visible.
const SurveyRow = memo(function SurveyRow({
  survey,
  busy,
  onToggle,
  onCopy,
  onDuplicate,
  onArchive,
}: RowProps) {
  const link = publicLinkOf(survey);
  return (
    <tr data-testid="survey-row">
      <Td className="max-w-72">
        <div className="flex items-center gap-3">
          <Toggle
            checked={survey.status === 'published'}
            label={toggleTooltips[survey.status]}
            disabled={busy}
            onChange={() => void onToggle(survey)}
          />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{survey.title}</p>
            {survey.description ? (
              <p className="truncate text-xs text-slate-500">{survey.description}</p>
            ) : null}
          </div>
        </div>
      </Td>
      <Td>
        <StatusBadge status={survey.status} />
      </Td>
      <Td className="whitespace-nowrap">{s.questionCount(survey.fields.length)}</Td>
      <Td className="whitespace-nowrap">{survey.createdByName || '-'}</Td>
      <Td className="whitespace-nowrap">{survey.lastEditedByName || '-'}</Td>
      <Td className="whitespace-nowrap">{formatDate(survey.createdAt)}</Td>
      <Td>
        <div className="flex justify-end gap-0.5">
          <IconButton label={s.copyLink} onClick={() => void onCopy(survey)}>
            <Copy className="h-4 w-4" aria-hidden />
          </IconButton>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={s.openLink}
            title={s.openLink}
            className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
          </a>
          <Link
            to={paths.surveyResults(survey.id)}
            aria-label={s.results}
            title={s.results}
            className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <BarChart3 className="h-4 w-4" aria-hidden />
          </Link>
          <Link
            to={paths.surveyEdit(survey.id)}
            aria-label={s.edit}
            title={s.edit}
            className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </Link>
          <IconButton label={s.duplicate} onClick={() => onDuplicate(survey)}>
            <CopyPlus className="h-4 w-4" aria-hidden />
          </IconButton>
          <IconButton
            label={s.archive}
            onClick={() => onArchive(survey)}
            className="hover:text-red-600"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </IconButton>
        </div>
      </Td>
    </tr>
  );
});
