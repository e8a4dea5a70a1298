import {
  BarChart3,
  Copy,
  CopyPlus,
  ExternalLink,
  Pencil,
  Plus,
  Settings,
  Trash2,
} from 'lucide-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublishToggle } from '@/components/publishing/publish-toggle';
import { PublishStatusBadge } from '@/components/publishing/status-badge';
import {
  usePublishableList,
  type PublishableListConfig,
} from '@/components/publishing/use-publishable-list';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExternalIconLink, IconLink } from '@/components/ui/icon-link';
import { Card, Page } from '@/components/ui/page';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { Table, TBody, Td, Th } from '@/components/ui/table';
import { notify } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { applySurveyAction, archiveSurvey, listSurveys, publicLinkOf } from '../data/surveys';
import { filterSurveys } from '../model/survey-draft';
import type { Survey } from '../model/types';
import { actionMessages, surveyStrings as s } from '../strings';

const listConfig: PublishableListConfig<Survey> = {
  list: listSurveys,
  applyAction: applySurveyAction,
  archive: archiveSurvey,
  messages: {
    loadFailed: s.loadFailed,
    archived: s.archived,
    archiveFailed: s.archiveFailed,
    actions: actionMessages,
  },
};

export function SurveyListPage() {
  const navigate = useNavigate();
  const list = usePublishableList(listConfig);
  const { load, toArchive } = list;
  const [query, setQuery] = useState('');
  // Typing stays responsive with 500 rows: the filtered table re-renders at lower priority.
  const deferredQuery = useDeferredValue(query);

  const surveys = load.state === 'ready' ? load.items : null;
  const visible = useMemo(
    () => (surveys ? filterSurveys(surveys, deferredQuery) : []),
    [surveys, deferredQuery],
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
      <SearchBox
        value={query}
        onChange={setQuery}
        label={s.searchPlaceholder}
        clearLabel={s.clearSearch}
      />
      <Card>
        {load.state === 'loading' ? (
          <LoadingState />
        ) : load.state === 'error' ? (
          <ErrorState
            message={s.loadFailed}
            detail={load.reason}
            onRetry={() => void list.reload()}
          />
        ) : load.items.length === 0 ? (
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
                  busy={list.busyId === survey.id}
                  onToggle={list.toggle}
                  onCopy={onCopy}
                  onDuplicate={onDuplicate}
                  onArchive={list.requestArchive}
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
        pending={list.archiving}
        onConfirm={() => void list.confirmArchive()}
        onCancel={list.cancelArchive}
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
  return (
    <tr data-testid="survey-row">
      <Td className="max-w-72">
        <div className="flex items-center gap-3">
          <PublishToggle
            status={survey.status}
            busy={busy}
            onToggle={() => void onToggle(survey)}
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
        <PublishStatusBadge status={survey.status} />
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
          <ExternalIconLink href={publicLinkOf(survey)} label={s.openLink}>
            <ExternalLink className="h-4 w-4" aria-hidden />
          </ExternalIconLink>
          <IconLink to={paths.surveyResults(survey.id)} label={s.results}>
            <BarChart3 className="h-4 w-4" aria-hidden />
          </IconLink>
          <IconLink to={paths.surveyEdit(survey.id)} label={s.edit}>
            <Pencil className="h-4 w-4" aria-hidden />
          </IconLink>
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
