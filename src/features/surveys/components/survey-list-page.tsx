import { BarChart3, CopyPlus, Eye, Pencil, Settings } from 'lucide-react';
import { usePermissions, useStaffIdentity } from '@/features/auth';
import { useNavigate } from 'react-router-dom';
import {
  PublishableListPage,
  type PublishableRowSpec,
} from '@/components/publishing/publishable-list-page';
import { Button, IconButton } from '@/components/ui/button';
import { IconLink } from '@/components/ui/icon-link';
import { Td } from '@/components/ui/table';
import { paths } from '@/lib/paths';
import { surveyStore } from '../data/surveys';
import { linkKeysOf } from '../model/show-if-stored';
import { filterSurveys } from '../model/survey-draft';
import type { Survey } from '../model/types';
import { surveyStrings as s } from '../strings';
import { closingNote } from './closing-note';
import { surveyArea } from './survey-area';

/**
 * Duplicate goes to the builder carrying the source survey as navigation state. The list holds
 * surveys as stored: one whose 表示条件 read a customer value is read again with its rules.
 */
function DuplicateButton({ survey }: { survey: Survey }) {
  const navigate = useNavigate();
  const duplicate = async () => {
    const source =
      linkKeysOf(survey.fields).length > 0
        ? ((await surveyStore.get(survey.id)) ?? survey)
        : survey;
    await navigate(paths.surveyCreate, { state: { duplicateFrom: source } });
  };
  return (
    <IconButton label={s.duplicate} onClick={() => void duplicate()}>
      <CopyPlus className="h-4 w-4" aria-hidden />
    </IconButton>
  );
}

const row: PublishableRowSpec<Survey> = {
  testId: 'survey-row',
  subtitle: (survey) => survey.description,
  statusNote: closingNote,
  extraColumn: {
    header: s.colQuestions,
    cell: (survey) => (
      <Td className="whitespace-nowrap">{s.questionCount(survey.fields.length)}</Td>
    ),
  },
  actions: (survey, readOnly) => (
    <>
      <IconLink to={paths.surveyResults(survey.id)} label={s.results}>
        <BarChart3 className="h-4 w-4" aria-hidden />
      </IconLink>
      {readOnly ? null : (
        <IconLink to={paths.surveyEdit(survey.id)} label={s.edit}>
          <Pencil className="h-4 w-4" aria-hidden />
        </IconLink>
      )}
      <IconLink to={paths.surveyPreview(survey.id)} label={s.preview}>
        <Eye className="h-4 w-4" aria-hidden />
      </IconLink>
      {readOnly ? null : <DuplicateButton survey={survey} />}
    </>
  ),
};

export function SurveyListPage() {
  const navigate = useNavigate();
  const { canEdit } = usePermissions();
  const me = useStaffIdentity();
  return (
    <PublishableListPage
      area={surveyArea}
      moreActions={
        canEdit ? (
          <Button variant="secondary" onClick={() => void navigate(paths.settings)}>
            <Settings className="h-4 w-4" aria-hidden />
            {s.commonSettings}
          </Button>
        ) : null
      }
      filter={filterSurveys}
      row={row}
      readOnly={!canEdit}
      actor={me}
    />
  );
}
