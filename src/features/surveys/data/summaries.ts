import { backend, serverTimestamp } from '@/lib/backend';
import { deleteField } from '@/lib/backend/field-values';
import type { Editor } from '@/lib/publishable/publishable-meta';
import { parseSummary } from '../model/parse-survey';
import type { StoredSummary } from '../model/types';
import { SURVEY_SUMMARIES } from '@/contracts/collections';
import { SURVEYS } from '@/contracts/survey-collections';

/**
 * AI summaries are reviewed before visitors see them. A generated summary is a draft
 * in `surveySummaries/{surveyId}` (staff only); publishing copies it onto the survey document's
 * `summaries`, which the public result page reads, and unpublishing or generating again removes
 * that copy. The survey document is readable by anyone with its id, so a draft never goes there.
 */

export class SurveyMissingError extends Error {}

async function requireSurvey(surveyId: string): Promise<void> {
  if (!(await backend().data.get(SURVEYS, surveyId))) {
    throw new SurveyMissingError('アンケートが見つかりません');
  }
}

/** The survey's summary drafts by field id (none: an empty record). */
export async function getSummaryDrafts(surveyId: string): Promise<Record<string, StoredSummary>> {
  const doc = await backend().data.get(SURVEY_SUMMARIES, surveyId);
  const drafts: Record<string, StoredSummary> = {};
  for (const [fieldId, entry] of Object.entries(doc?.data ?? {})) {
    const summary = parseSummary(entry);
    if (summary) drafts[fieldId] = summary;
  }
  return drafts;
}

/**
 * Spec section 7 "Save AI summary", reviewed: the new text is the question's draft, and the
 * published copy (made from an older draft) is withdrawn until someone publishes again.
 */
export async function saveSummary(
  surveyId: string,
  fieldId: string,
  summary: string,
  responseCount: number,
): Promise<void> {
  await requireSurvey(surveyId);
  const data = backend().data;
  await data.set(
    SURVEY_SUMMARIES,
    surveyId,
    { [fieldId]: { summary, responseCount, updatedAt: serverTimestamp() } },
    { merge: true },
  );
  await data.update(SURVEYS, surveyId, { [`summaries.${fieldId}`]: deleteField() });
}

/** 公開する: the draft, as reviewed, goes onto the survey document with who and when. */
export async function publishSummary(
  surveyId: string,
  fieldId: string,
  draft: StoredSummary,
  by: Editor,
): Promise<void> {
  await requireSurvey(surveyId);
  await backend().data.update(SURVEYS, surveyId, {
    [`summaries.${fieldId}`]: {
      summary: draft.summary,
      responseCount: draft.responseCount,
      updatedAt: draft.updatedAt ?? serverTimestamp(),
      publishedAt: serverTimestamp(),
      publishedBy: by.uid,
      publishedByName: by.name,
    },
  });
}

/** 非公開にする: the public copy goes; the draft stays for staff. */
export async function unpublishSummary(surveyId: string, fieldId: string): Promise<void> {
  await requireSurvey(surveyId);
  await backend().data.update(SURVEYS, surveyId, { [`summaries.${fieldId}`]: deleteField() });
}
