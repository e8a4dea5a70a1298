import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { saveWithToasts } from '@/components/publishing/document-form';
import { EditDocumentLoader } from '@/components/publishing/edit-document-loader';
import { useStaffIdentity } from '@/features/auth';
import { paths } from '@/lib/paths';
import { getSurvey, updateSurvey } from '../data/surveys';
import { differsFrom, draftOf } from '../model/survey-draft';
import { surveyStrings as s } from '../strings';
import { SurveyForm } from './survey-form';

const loadMessages = { notFound: s.notFound, loadFailed: s.editorLoadFailed };
const saveMessages = { ok: s.updated, failed: s.updateFailed };

export function SurveyEditPage() {
  const { surveyId } = useParams();
  const navigate = useNavigate();
  const staff = useStaffIdentity();
  const onSaved = useCallback(() => void navigate(paths.surveys), [navigate]);
  if (!surveyId) return <Navigate to={paths.surveys} replace />;
  return (
    <EditDocumentLoader
      key={surveyId}
      id={surveyId}
      title={s.editTitle}
      load={() => getSurvey(surveyId).then((survey) => survey && draftOf(survey))}
      messages={loadMessages}
      backTo={paths.surveys}
    >
      {(loaded) => (
        <SurveyForm
          pageTitle={s.editTitle}
          initial={loaded}
          isDirty={(draft) => differsFrom(draft, loaded)}
          canSubmit={(draft) => differsFrom(draft, loaded)}
          submitLabel={s.update}
          submittingLabel={s.updating}
          onCancel={() => void navigate(paths.surveys)}
          onSaved={onSaved}
          onSubmit={(draft) =>
            saveWithToasts(() => updateSurvey(surveyId, draft, staff), saveMessages)
          }
        />
      )}
    </EditDocumentLoader>
  );
}
