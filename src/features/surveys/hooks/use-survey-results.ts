import { useCallback, useEffect, useState } from 'react';
import { listSurveyResponses, readSurvey } from '../data/responses';
import type { Survey, SurveyResponse } from '../model/types';

export type ResultsLoad =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'not-found' }
  | { state: 'done'; survey: Survey; responses: SurveyResponse[] };

export function useSurveyResults(surveyId: string): { load: ResultsLoad; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${surveyId}#${attempt}`;
  // Results are tagged with the key they belong to, so a reload shows "loading" at once.
  const [result, setResult] = useState<{ key: string; load: ResultsLoad } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([readSurvey(surveyId), listSurveyResponses(surveyId)]).then(
      ([survey, responses]) => {
        if (!current) return;
        setResult({
          key,
          load: survey ? { state: 'done', survey, responses } : { state: 'not-found' },
        });
      },
      (error: unknown) => current && setResult({ key, load: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [surveyId, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load: result?.key === key ? result.load : { state: 'loading' }, reload };
}
