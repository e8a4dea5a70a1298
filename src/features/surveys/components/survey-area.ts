import type { DocumentArea } from '@/components/publishing/document-pages';
import type { PublishableListArea } from '@/components/publishing/publishable-list-page';
import { useStaffIdentity } from '@/features/auth';
import { paths } from '@/lib/paths';
import { surveyStore } from '../data/surveys';
import { differsFrom, draftOf, hasContent, type SurveyDraft } from '../model/survey-draft';
import type { Survey } from '../model/types';
import { actionMessages, surveyStrings as s } from '../strings';
import { SurveyForm } from './survey-form';

/** What the survey list, builder and editor give the shared publishing kit. */
export const surveyArea: DocumentArea<SurveyDraft> & PublishableListArea<Survey> = {
  listPath: paths.surveys,
  draftArea: 'survey',
  store: surveyStore,
  strings: s,
  actionMessages,
  create: { label: s.newSurvey, to: paths.surveyCreate },
  hasContent,
  differsFrom,
  Form: SurveyForm,
  useEditor: useStaffIdentity,
  load: (id) =>
    surveyStore
      .get(id)
      .then((survey) => survey && { draft: draftOf(survey), updatedAt: survey.updatedAt }),
  save: surveyStore,
};
