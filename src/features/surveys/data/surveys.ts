import { backend, serverTimestamp, type DataStore } from '@/lib/backend';
import { isCustomerTable, SURVEY_LINK_RULES, SURVEY_LINKS } from '@/contracts/collections';
import type { Editor } from '@/lib/publishable/publishable-meta';
import type { UpdateGuard } from '@/lib/publishable/edit-conflict';
import {
  joinLinkRules,
  linkValuesOfCustomer,
  parseLinkRules,
  splitLinkRules,
  type LinkRules,
} from '../model/link-rules';
import { ActionRefusedError } from '@/lib/publishable/action-refused';
import type { PublishAction } from '@/lib/publishable/publish-lifecycle';
import { closingReason } from '../model/closing';
import { surveyStrings as s } from '../strings';
import { surveyPublicUrl } from '@/lib/public-urls';
import { publishableStore } from '@/lib/publishable/publishable-store';
import { parseSettings, parseSurvey } from '../model/parse-survey';
import { fieldIdsOf } from '../model/response-acceptance';
import { closesAtOf, maxResponsesOf, type SurveyDraft } from '../model/survey-draft';
import type { Survey, SurveySettings } from '../model/types';
import {
  COMMON_SETTINGS_ID,
  SURVEYS,
  SURVEY_LINK_VALUES,
  SURVEY_SETTINGS,
} from '@/contracts/survey-collections';

/**
 * What the builder stores of a draft: the name trimmed, the rest as edited. `fieldIds` (every
 * save, duplicates included) lets the security rules check a response's answer keys.
 */
const contentOf = (draft: SurveyDraft) => ({
  title: draft.title.trim(),
  description: draft.description,
  thankYouMessage: draft.thankYouMessage,
  // Visitors read the survey: a 表示条件 on a customer value is stored as a reference only.
  fields: splitLinkRules(draft.fields).fields,
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
  /** One survey by id, its 表示条件 on customer values as the builder made them (or null). */
  async get(id: string): Promise<Survey | null> {
    const [survey, rules] = await Promise.all([
      store.get(id),
      backend().data.get(SURVEY_LINK_RULES, id),
    ]);
    return (
      survey && { ...survey, fields: joinLinkRules(survey.fields, parseLinkRules(rules?.data)) }
    );
  },
  async create(draft: SurveyDraft, editor: Editor): Promise<string> {
    const id = await store.create(draft, editor);
    await saveLinkRules(id, draft);
    return id;
  },
  async update(id: string, draft: SurveyDraft, editor: Editor, guard?: UpdateGuard): Promise<void> {
    await store.update(id, draft, editor, guard);
    await saveLinkRules(id, draft);
  },
  async applyAction(id: string, action: PublishAction, now: Date = new Date()): Promise<void> {
    if (action !== 'close') {
      const doc = await backend().data.get(SURVEYS, id);
      const reason = doc ? closingReason(doc.data, now) : null;
      if (reason) throw new ActionRefusedError(s.openRefused[reason]);
    }
    await store.applyAction(id, action, now);
  },
};

/**
 * One survey as stored (null when absent), as the results page reads it: its 表示条件 on customer
 * values are references, decided with what each response's link carries.
 */
export const getStoredSurvey = store.get;

/**
 * Saves what the draft's 表示条件 references stand for (staff only), after the survey. When that
 * changed, every personal link of the survey is given its customer's outcomes again (a link made
 * earlier carries the outcomes of the rules it was made under).
 */
async function saveLinkRules(id: string, draft: SurveyDraft): Promise<void> {
  const data = backend().data;
  const { rules } = splitLinkRules(draft.fields);
  const before = parseLinkRules((await data.get(SURVEY_LINK_RULES, id))?.data);
  if (JSON.stringify(before) === JSON.stringify(rules)) return;
  await data.set(SURVEY_LINK_RULES, id, { rules });
  await refreshLinkValues(data, id, rules);
}

/** Each personal link of the survey, given what its customer's row gives these rules now. */
async function refreshLinkValues(
  data: DataStore,
  surveyId: string,
  rules: LinkRules,
): Promise<void> {
  const links = await data.query(SURVEY_LINKS, { where: [{ field: 'surveyId', value: surveyId }] });
  await Promise.all(
    links.map(async (link) => {
      const { table, rowId } = link.data;
      if (!isCustomerTable(table) || typeof rowId !== 'string') return;
      const row = await data.get(table, rowId);
      const values = linkValuesOfCustomer(rules, table, row?.data ?? {});
      if (values) await data.set(SURVEY_LINK_VALUES, link.id, { surveyId, values });
      else await data.delete(SURVEY_LINK_VALUES, link.id);
    }),
  );
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
