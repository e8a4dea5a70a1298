import { BarChart3, CopyPlus, Pencil, Plus, Settings } from 'lucide-react';
import { memo, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublishableListPage } from '@/components/publishing/publishable-list-page';
import { PublishableRow } from '@/components/publishing/publishable-row';
import { useCopyLink } from '@/components/publishing/use-copy-link';
import {
  usePublishableList,
  type PublishableListConfig,
} from '@/components/publishing/use-publishable-list';
import { Button, IconButton } from '@/components/ui/button';
import { IconLink } from '@/components/ui/icon-link';
import { Td, Th } from '@/components/ui/table';
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
const copyMessages = { copied: s.linkCopied, failed: s.linkCopyFailed };

export function SurveyListPage() {
  const navigate = useNavigate();
  const list = usePublishableList(listConfig);
  const onCopy = useCopyLink(publicLinkOf, copyMessages);
  const onDuplicate = useCallback(
    (survey: Survey) => void navigate(paths.surveyCreate, { state: { duplicateFrom: survey } }),
    [navigate],
  );

  const createButton = (
    <Button onClick={() => void navigate(paths.surveyCreate)}>
      <Plus className="h-4 w-4" aria-hidden />
      {s.newSurvey}
    </Button>
  );

  return (
    <PublishableListPage
      list={list}
      strings={s}
      filter={filterSurveys}
      actions={
        <>
          <Button variant="secondary" onClick={() => void navigate(paths.settings)}>
            <Settings className="h-4 w-4" aria-hidden />
            {s.commonSettings}
          </Button>
          {createButton}
        </>
      }
      emptyAction={createButton}
      header={
        <>
          <Th>{s.colName}</Th>
          <Th>{s.colStatus}</Th>
          <Th>{s.colQuestions}</Th>
          <Th>{s.colCreator}</Th>
          <Th>{s.colLastEditor}</Th>
          <Th>{s.colCreatedAt}</Th>
          <Th className="text-right">{s.colActions}</Th>
        </>
      }
      renderRow={(survey) => (
        <SurveyRow
          key={survey.id}
          survey={survey}
          busy={list.busyId === survey.id}
          onToggle={list.toggle}
          onCopy={onCopy}
          onDuplicate={onDuplicate}
          onArchive={list.requestArchive}
        />
      )}
    />
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
    <PublishableRow
      item={survey}
      testId="survey-row"
      busy={busy}
      onToggle={() => void onToggle(survey)}
      subtitle={survey.description}
      extraCells={<Td className="whitespace-nowrap">{s.questionCount(survey.fields.length)}</Td>}
      link={{
        href: publicLinkOf(survey),
        copyLabel: s.copyLink,
        openLabel: s.openLink,
        onCopy: () => void onCopy(survey),
      }}
      actions={
        <>
          <IconLink to={paths.surveyResults(survey.id)} label={s.results}>
            <BarChart3 className="h-4 w-4" aria-hidden />
          </IconLink>
          <IconLink to={paths.surveyEdit(survey.id)} label={s.edit}>
            <Pencil className="h-4 w-4" aria-hidden />
          </IconLink>
          <IconButton label={s.duplicate} onClick={() => onDuplicate(survey)}>
            <CopyPlus className="h-4 w-4" aria-hidden />
          </IconButton>
        </>
      }
      archive={{ label: s.archive, onArchive: () => onArchive(survey) }}
    />
  );
});
