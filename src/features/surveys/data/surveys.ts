import { backend, serverTimestamp } from '@/lib/backend';
import { ActionRefusedError } from '@/lib/publishable/action-refused';
import type { PublishAction } from '@/lib/publishable/publish-lifecycle';
import { closingReason } from '../model/closing';
import { surveyStrings as s } from '../strings';
import { surveyPublicUrl } from '@/lib/public-urls';
import { publishableStore } from '@/lib/publishable/publishable-store';
import { parseSettings, parseSurvey } from '../model/parse-survey';
import { fieldIdsOf } from '../model/response-acceptance';
import { closesAtOf, maxResponsesOf, type SurveyDraft } from '../model/survey-draft';
import type { SurveySettings } from '../model/types';
import { COMMON_SETTINGS_ID, SURVEYS, SURVEY_SETTINGS } from '@/contracts/survey-collections';

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
  oneAnswerPerLink: draft.oneAnswerPerLink === true,
  // Validated before saving (validateDraft); null clears a time or limit set before.
  closesAt: closesAtOf(draft.closesAt),
  maxResponses: maxResponsesOf(draft.maxResponses),
  chatworkNotify: draft.chatworkNotify === true,
  chatworkRoomId: (draft.chatworkRoomId ?? '').trim(),
  aiSummaryEnabled: draft.aiSummaryEnabled === true,
});

/**
 * The shared publishable store for surveys: `list` (newest first, archived dropped), `get`,
 * `create` / `update` from a builder draft, `archive`, `applyAction` (publish, close, reopen) and
 * `linkOf` (the public link, from the id).
 */
const store = publishableStore({
  collection: SURVEYS,
  publicUrlOf: surveyPublicUrl,
  parse: parseSurvey,
  contentOf,
  createDefaults: { responseCount: 0 },
});

/**
 * Surveys through the shared publishable store, except that a survey past its closing time or
 * at its answer limit is not published or reopened: it would take no answers and close again at
 * the next check. The refusal says which setting to change.
 */
export const surveyStore = {
  ...store,
  async applyAction(id: string, action: PublishAction, now: Date = new Date()): Promise<void> {
    if (action !== 'close') {
      const doc = await backend().data.get(SURVEYS, id);
      const reason = doc ? closingReason(doc.data, now) : null;
      if (reason) throw new ActionRefusedError(s.openRefused[reason]);
    }
    await store.applyAction(id, action, now);
  },
};

/** One survey by id, or null when absent. Shared with the results page. */
export const getSurvey = surveyStore.get;

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
