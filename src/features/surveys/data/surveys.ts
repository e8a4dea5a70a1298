import { backend, serverTimestamp } from '@/lib/backend';
import { applyPublishAction, type PublishAction } from '@/lib/publish-lifecycle';
import { surveyPublicUrl } from '@/lib/paths';
import type { StaffIdentity } from '@/features/auth';
import { parseSettings, parseSurvey } from '../model/parse-survey';
import type { SurveyDraft } from '../model/survey-draft';
import type { Survey, SurveySettings } from '../model/types';
import { COMMON_SETTINGS_ID, SURVEYS, SURVEY_SETTINGS } from './collections';

/** Newest first; archived surveys are dropped on the client, as the spec's query does. */
export async function listSurveys(): Promise<Survey[]> {
  const docs = await backend().data.query(SURVEYS, {
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return docs.map((doc) => parseSurvey(doc.id, doc.data)).filter((s) => !s.isArchived);
}

/** One survey by id, or null when absent. Shared with the results page. */
export async function getSurvey(id: string): Promise<Survey | null> {
  const doc = await backend().data.get(SURVEYS, id);
  return doc ? parseSurvey(doc.id, doc.data) : null;
}

/**
 * The link to copy or open, always built from the id: a stored `publicUrl` may be empty (seeds),
 * point at an old host, or have been written by anyone who could write the document.
 */
export function publicLinkOf(survey: Pick<Survey, 'id'>): string {
  return surveyPublicUrl(survey.id);
}

/** Creates a draft, then fills publicUrl from the new id (two writes, as the spec describes). */
export async function createSurvey(draft: SurveyDraft, staff: StaffIdentity): Promise<string> {
  const data = backend().data;
  const id = await data.add(SURVEYS, {
    title: draft.title.trim(),
    description: draft.description,
    thankYouMessage: draft.thankYouMessage,
    fields: draft.fields,
    status: 'draft',
    responseCount: 0,
    createdBy: staff.uid,
    createdByName: staff.name,
    createdByEmail: staff.email,
    publicUrl: '',
    isArchived: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await data.update(SURVEYS, id, { publicUrl: surveyPublicUrl(id) });
  return id;
}

export async function updateSurvey(
  id: string,
  draft: SurveyDraft,
  staff: StaffIdentity,
): Promise<void> {
  await backend().data.update(SURVEYS, id, {
    title: draft.title.trim(),
    description: draft.description,
    thankYouMessage: draft.thankYouMessage,
    fields: draft.fields,
    lastEditedBy: staff.uid,
    lastEditedByName: staff.name,
    lastEditedByEmail: staff.email,
    updatedAt: serverTimestamp(),
  });
}

export async function archiveSurvey(id: string): Promise<void> {
  await backend().data.update(SURVEYS, id, { isArchived: true, updatedAt: serverTimestamp() });
}

/** Publish, close or reopen; the patch comes from the shared lifecycle model. */
export async function applySurveyAction(
  id: string,
  action: PublishAction,
  now: Date = new Date(),
): Promise<void> {
  const patch = applyPublishAction(action, now, surveyPublicUrl(id));
  await backend().data.update(SURVEYS, id, { ...patch });
}

export async function getSurveySettings(): Promise<SurveySettings> {
  const doc = await backend().data.get(SURVEY_SETTINGS, COMMON_SETTINGS_ID);
  return parseSettings(doc?.data ?? null);
}

/** Merge write; createdAt only on the first write, so it survives later saves. */
export async function saveSurveySettings(footerText: string): Promise<void> {
  const data = backend().data;
  const existing = await data.get(SURVEY_SETTINGS, COMMON_SETTINGS_ID);
  await data.set(
    SURVEY_SETTINGS,
    COMMON_SETTINGS_ID,
    {
      footerText,
      updatedAt: serverTimestamp(),
      ...(existing ? {} : { createdAt: serverTimestamp() }),
    },
    { merge: true },
  );
}
