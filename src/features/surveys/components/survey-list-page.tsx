import { BarChart3, CopyPlus, Eye, Pencil, Plus, Settings } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  PublishableListPage,
  type PublishableRowSpec,
} from '@/components/publishing/publishable-list-page';
import {
  usePublishableList,
  type PublishableListConfig,
} from '@/components/publishing/use-publishable-list';
import { Button, IconButton } from '@/components/ui/button';
import { IconLink } from '@/components/ui/icon-link';
import { Td } from '@/components/ui/table';
import { paths } from '@/lib/paths';
import { applySurveyAction, archiveSurvey, listSurveys, publicLinkOf } from '../data/surveys';
import { filterSurveys } from '../model/survey-draft';
import type { Survey } from '../model/types';
import { actionMessages, surveyStrings as s } from '../strings';

const listConfig: PublishableListConfig<Survey> = {
  list: listSurveys,
  applyAction: applySurveyAction,
  archive: archiveSurvey,
  messages: { ...s, actions: actionMessages },
};

/** Duplicate goes to the builder carrying the source survey as navigation state. */
function DuplicateButton({ survey }: { survey: Survey }) {
  const navigate = useNavigate();
  return (
    <IconButton
      label={s.duplicate}
      onClick={() => void navigate(paths.surveyCreate, { state: { duplicateFrom: survey } })}
    >
      <CopyPlus className="h-4 w-4" aria-hidden />
    </IconButton>
  );
}

const row: PublishableRowSpec<Survey> = {
  testId: 'survey-row',
  linkOf: publicLinkOf,
  subtitle: (survey) => survey.description,
  extraColumn: {
    header: s.colQuestions,
    cell: (survey) => (
      <Td className="whitespace-nowrap">{s.questionCount(survey.fields.length)}</Td>
    ),
  },
  actions: (survey) => (
    <>
      <IconLink to={paths.surveyResults(survey.id)} label={s.results}>
        <BarChart3 className="h-4 w-4" aria-hidden />
      </IconLink>
      <IconLink to={paths.surveyEdit(survey.id)} label={s.edit}>
        <Pencil className="h-4 w-4" aria-hidden />
      </IconLink>
      <IconLink to={paths.surveyPreview(survey.id)} label={s.preview}>
        <Eye className="h-4 w-4" aria-hidden />
      </IconLink>
      <DuplicateButton survey={survey} />
    </>
  ),
};

export function SurveyListPage() {
  const navigate = useNavigate();
  const list = usePublishableList(listConfig);
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
      row={row}
      emptyAction={createButton}
      actions={
        <>
          <Button variant="secondary" onClick={() => void navigate(paths.settings)}>
            <Settings className="h-4 w-4" aria-hidden />
            {s.commonSettings}
          </Button>
          {createButton}
        </>
      }
    />
  );
}
