import { backend, serverTimestamp } from '@/lib/backend';
import { parseResponse } from '../model/parse-response';
import type { SurveyResponse } from '../model/types';
import { LEGACY_RESPONSES, RESPONSES, SURVEYS } from './collections';

/** Both collections, merged, newest first (responses without a date last). */
export async function listSurveyResponses(surveyId: string): Promise<SurveyResponse[]> {
  const where = [{ field: 'surveyId', value: surveyId }];
  const [current, legacy] = await Promise.all([
    backend().data.query(RESPONSES, { where }),
    backend().data.query(LEGACY_RESPONSES, { where }),
  ]);
  const merged = [
    ...current.map((doc) => parseResponse(doc.id, doc.data, 'responses')),
    ...legacy.map((doc) => parseResponse(doc.id, doc.data, 'surveyResponses')),
  ];
  return merged.sort(
    (a, b) => (b.submittedAt?.getTime() ?? -Infinity) - (a.submittedAt?.getTime() ?? -Infinity),
  );
}

export class SurveyMissingError extends Error {}

/** Spec section 7 "Save AI summary": read the survey, then update its summaries entry. */
export async function saveSummary(
  surveyId: string,
  fieldId: string,
  summary: string,
  responseCount: number,
): Promise<void> {
  const doc = await backend().data.get(SURVEYS, surveyId);
  if (!doc) throw new SurveyMissingError('アンケートが見つかりません');
  await backend().data.update(SURVEYS, surveyId, {
    [`summaries.${fieldId}`]: { summary, responseCount, updatedAt: serverTimestamp() },
    updatedAt: serverTimestamp(),
  });
}
