import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CreateDocumentPage } from '@/components/publishing/document-pages';
import { notify } from '@/components/ui/toast';
import { draftOf, duplicateDraft, EMPTY_DRAFT } from '../model/survey-draft';
import type { Survey } from '../model/types';
import { surveyStrings as s } from '../strings';
import { surveyArea } from './survey-area';

function duplicateSource(state: unknown): Survey | null {
  if (state && typeof state === 'object' && 'duplicateFrom' in state) {
    return (state as { duplicateFrom: Survey }).duplicateFrom;
  }
  return null;
}

/** The builder: empty, or prefilled from a survey to duplicate (list's 複製). */
export function SurveyCreatePage() {
  const location = useLocation();
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

  return <CreateDocumentPage area={surveyArea} initial={initial} />;
}
