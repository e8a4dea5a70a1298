import { backend, serverTimestamp } from '@/lib/backend';
import { surveyPublicUrl } from '@/lib/paths';
import { publishableStore } from '@/lib/publishable/publishable-store';
import type { StaffIdentity } from '@/features/auth';
import { parseSettings, parseSurvey } from '../model/parse-survey';
import { fieldIdsOf } from '../model/response-acceptance';
import type { SurveyDraft } from '../model/survey-draft';
import type { Survey, SurveySettings } from '../model/types';
import { COMMON_SETTINGS_ID, SURVEYS, SURVEY_SETTINGS } from './collections';

const store = publishableStore({
  collection: SURVEYS,
  publicUrlOf: surveyPublicUrl,
  parse: parseSurvey,
});

/** Newest first; archived surveys are dropped on the client, as the spec's query does. */
export const listSurveys = store.list;
/** One survey by id, or null when absent. Shared with the results page. */
export const getSurvey = store.get;
export const archiveSurvey = store.archive;
/** Publish, close or reopen; the patch comes from the shared lifecycle model. */
export const applySurveyAction = store.applyAction;

/**
 * The link to copy or open, always built from the id: a stored `publicUrl` may be empty (seeds),
 * point at an old host, or have been written by anyone who could write the document.
 */
export function publicLinkOf(survey: Pick<Survey, 'id'>): string {
  return surveyPublicUrl(survey.id);
}

/**
 * What the builder stores of a draft: the name trimmed, the rest as edited. `fieldIds` (every
 * save, duplicates included) lets the security rules check a response's answer keys.
 */
const contentOf = (draft: SurveyDraft) => ({
  title: draft.title.trim(),
  description: draft.description,
  thankYouMessage: draft.thankYouMessage,
  fields: draft.fields,
  fieldIds: fieldIdsOf(draft.fields),
  oneAnswerPerBrowser: draft.oneAnswerPerBrowser === true,
});

/** Creates a draft, then fills publicUrl from the new id (two writes, as the spec describes). */
export function createSurvey(draft: SurveyDraft, staff: StaffIdentity): Promise<string> {
  return store.create({ ...contentOf(draft), responseCount: 0 }, staff);
}

export function updateSurvey(id: string, draft: SurveyDraft, staff: StaffIdentity): Promise<void> {
  return store.update(id, contentOf(draft), staff);
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
