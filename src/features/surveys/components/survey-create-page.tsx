import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveWithToasts } from '@/components/publishing/document-form';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { paths } from '@/lib/paths';
import { createSurvey } from '../data/surveys';
import { draftOf, duplicateDraft, EMPTY_DRAFT, hasContent } from '../model/survey-draft';
import type { Survey } from '../model/types';
import { surveyStrings as s } from '../strings';
import { SurveyForm } from './survey-form';

function duplicateSource(state: unknown): Survey | null {
  if (state && typeof state === 'object' && 'duplicateFrom' in state) {
    return (state as { duplicateFrom: Survey }).duplicateFrom;
  }
  return null;
}

export function SurveyCreatePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const staff = useStaffIdentity();
  const source = duplicateSource(location.state);
  const initial = useMemo(() => (source ? duplicateDraft(draftOf(source)) : EMPTY_DRAFT), [source]);

  // Once per arrival, even when StrictMode runs effects twice.
  const toasted = useRef(false);
  useEffect(() => {
    if (source && !toasted.current) {
      toasted.current = true;
      notify.info(s.duplicated);
    }
  }, [source]);

  const onSaved = useCallback(() => void navigate(paths.surveys), [navigate]);

  return (
    <SurveyForm
      pageTitle={s.createTitle}
      initial={initial}
      isDirty={hasContent}
      canSubmit={hasContent}
      submitLabel={s.create}
      submittingLabel={s.creating}
      onCancel={() => void navigate(paths.surveys)}
      onSaved={onSaved}
      onSubmit={(draft) =>
        saveWithToasts(() => createSurvey(draft, staff), { ok: s.created, failed: s.createFailed })
      }
    />
  );
}
