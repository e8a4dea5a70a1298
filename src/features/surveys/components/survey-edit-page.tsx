import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { paths } from '@/lib/paths';
import { getSurvey, updateSurvey } from '../data/surveys';
import { differsFrom, draftOf, type SurveyDraft } from '../model/survey-draft';
import { surveyStrings as s } from '../strings';
import { SurveyForm } from './survey-form';

type Load =
  | { state: 'loading'; id: string }
  | { state: 'error'; id: string }
  | { state: 'ready'; id: string; loaded: SurveyDraft };

export function SurveyEditPage() {
  const { surveyId } = useParams();
  if (!surveyId) return <Navigate to={paths.surveys} replace />;
  return <SurveyEditor key={surveyId} surveyId={surveyId} />;
}

function SurveyEditor({ surveyId }: { surveyId: string }) {
  const navigate = useNavigate();
  const staff = useStaffIdentity();
  const [load, setLoad] = useState<Load>({ state: 'loading', id: surveyId });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getSurvey(surveyId).then(
      (survey) => {
        if (!current) return;
        if (!survey) {
          notify.error(s.notFound);
          void navigate(paths.surveys, { replace: true });
          return;
        }
        setLoad({ state: 'ready', id: surveyId, loaded: draftOf(survey) });
      },
      () => {
        if (!current) return;
        notify.error(s.editorLoadFailed);
        setLoad({ state: 'error', id: surveyId });
      },
    );
    return () => {
      current = false;
    };
  }, [surveyId, attempt, navigate]);

  const onSaved = useCallback(() => void navigate(paths.surveys), [navigate]);

  if (load.state === 'loading') {
    return (
      <Page title={s.editTitle}>
        <LoadingState />
      </Page>
    );
  }
  if (load.state === 'error') {
    return (
      <Page title={s.editTitle}>
        <ErrorState
          message={s.editorLoadFailed}
          onRetry={() => {
            setLoad({ state: 'loading', id: surveyId });
            setAttempt((n) => n + 1);
          }}
        />
      </Page>
    );
  }
  const loaded = load.loaded;
  return (
    <SurveyForm
      pageTitle={s.editTitle}
      initial={loaded}
      isDirty={(draft) => differsFrom(draft, loaded)}
      canSubmit={(draft) => differsFrom(draft, loaded)}
      submitLabel={s.update}
      submittingLabel={s.updating}
      onCancel={() => void navigate(paths.surveys)}
      onSaved={onSaved}
      onSubmit={async (draft) => {
        try {
          await updateSurvey(surveyId, draft, staff);
          notify.success(s.updated);
          return true;
        } catch {
          notify.error(s.updateFailed);
          return false;
        }
      }}
    />
  );
}
