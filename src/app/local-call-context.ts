import { MEMBERS, SURVEY_LINKS } from '@/contracts/collections';
import {
  LEGACY_RESPONSES,
  RESPONSES,
  RESPONSE_LINKS,
  SURVEYS,
} from '@/contracts/survey-collections';
import { GENERATE_SURVEY_SUMMARY } from '@/contracts/ai-summary';
import { LOOKUP_CORPORATE_NUMBER } from '@/contracts/corporate-registry';
import { GET_CHATWORK_MENTIONS } from '@/contracts/mentions';
import { NOTIFY_SURVEY_RESPONSE } from '@/contracts/survey-notify';
// The file itself, not the model's index: the local trigger loads that index lazily, and a
// static import of it here would bring every table's schema into the public page's first visit.
import {
  linkOfResponse,
  parseSurveyLink,
  withLinkToken,
} from '@/features/customers/survey-links/model/survey-answer';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/contracts/customer-token';
import { instantOf } from '@/lib/tokyo-time';
import type { DataStore, DocumentData } from '@/lib/backend';
import type { LocalBackend } from '@/lib/backend/local/local-backend';
import type { LocalCallContext } from '@/lib/backend/local/local-functions-protocol';
import { CHATWORK_ACTION } from '@/contracts/chatwork-actions';
import { REGISTER_CHATWORK_WEBHOOK } from '@/contracts/mention-sync';
import {
  chatworkKeyContext,
  mentionSyncContext,
  settleMentionSync,
  webhookTokenContext,
} from './local-mention-sync';

/**
 * In the cloud the functions read what they need with the Admin SDK; in local mode the database
 * is this browser's IndexedDB, so the browser reads the same documents and sends them along as
 * the call's context (the local server trusts its caller: docs/features/mentions.md). The
 * handlers then run exactly as in the cloud: the mentions key comes from the member's stored
 * document and the summary from the stored survey, never from the payload. It knows the domain's
 * documents, so the app layer gives it to the local backend (LocalFunctions.provideContext).
 */
export function localCallContext(
  data: Pick<DataStore, 'get' | 'query'>,
  currentUid: () => string | null,
): (name: string, payload: unknown) => Promise<LocalCallContext> {
  const contextOf = callContext(data, currentUid);
  return async (name, payload) => {
    if (name !== GENERATE_SURVEY_SUMMARY && name !== LOOKUP_CORPORATE_NUMBER)
      return contextOf(name, payload);
    const uid = currentUid();
    // Loaded for these two calls only: local mode's survey page carries this module too.
    const [context, member, { permissionsOf }] = await Promise.all([
      contextOf(name, payload),
      uid ? data.get(MEMBERS, uid) : null,
      import('@/contracts/roles'),
    ]);
    return { ...context, callerCanEdit: member ? permissionsOf(member.data).canEdit : false };
  };
}

function callContext(
  data: Pick<DataStore, 'get' | 'query'>,
  currentUid: () => string | null,
): (name: string, payload: unknown) => Promise<LocalCallContext> {
  return async (name, payload) => {
    if (name === GET_CHATWORK_MENTIONS) return mentionSyncContext(data, currentUid());
    if (name === CHATWORK_ACTION) return chatworkKeyContext(data, currentUid());
    if (name === REGISTER_CHATWORK_WEBHOOK) return webhookTokenContext(data, currentUid());
    if (name === NOTIFY_SURVEY_RESPONSE) return notificationContext(data, payload);
    if (name === GENERATE_SURVEY_SUMMARY) {
      const surveyId =
        typeof payload === 'object' && payload !== null && 'surveyId' in payload
          ? payload.surveyId
          : null;
      if (typeof surveyId !== 'string' || surveyId === '') return {};
      const where = [{ field: 'surveyId', value: surveyId }];
      // Loaded only for a summary: local mode's survey page carries this module too.
      const [survey, { respondentValues, summaryRefusal }] = await Promise.all([
        data.get(SURVEYS, surveyId),
        import('@/features/surveys/model/summary-source'),
      ]);
      // As in the cloud, a survey that refuses a summary has none of its answers read.
      if (summaryRefusal(survey?.data ?? null, fieldOf(payload)))
        return { survey: { survey: survey?.data ?? null, responses: [] } };
      const [current, legacy, records, links] = await Promise.all([
        data.query(RESPONSES, { where }),
        data.query(LEGACY_RESPONSES, { where }),
        data.query(RESPONSE_LINKS, { where }),
        data.query(SURVEY_LINKS, { where }),
      ]);
      const tokenOf = new Map(records.map((doc) => [doc.id, doc.data[CUSTOMER_TOKEN_FIELD]]));
      const clientOf = new Map(links.map((doc) => [doc.id, doc.data.clientName]));
      return {
        survey: {
          survey: survey?.data ?? null,
          responses: [...current, ...legacy].map((doc) => {
            // Only the one answer travels; what names the respondent travels beside it, to be
            // taken out of the answer (redact-personal.ts), as the cloud does with the whole.
            const client = clientOf.get(
              String(tokenOf.get(doc.id) ?? doc.data[CUSTOMER_TOKEN_FIELD]),
            );
            const known = respondentValues(survey?.data ?? {}, doc.data);
            if (typeof client === 'string' && client !== '') known.push(client);
            return {
              data: summarisedAnswerOnly(doc.data, fieldOf(payload)),
              submittedAtMs: instantOf(doc.data.submittedAt)?.getTime() ?? null,
              ...(known.length > 0 ? { known } : {}),
            };
          }),
        },
      };
    }
    return {};
  };
}

/** The response, its survey, the customer of its personal link and the results page. */
async function notificationContext(
  data: Pick<DataStore, 'get'>,
  payload: unknown,
): Promise<LocalCallContext> {
  const responseId =
    typeof payload === 'object' && payload !== null && 'responseId' in payload
      ? payload.responseId
      : null;
  if (typeof responseId !== 'string' || responseId === '') return {};
  const stored = (await data.get(RESPONSES, responseId))?.data;
  // The token is in its private record, written beside the response.
  const response = stored
    ? withLinkToken(stored, (await data.get(RESPONSE_LINKS, responseId))?.data)
    : undefined;
  const surveyId = typeof response?.surveyId === 'string' ? response.surveyId : '';
  const survey = surveyId ? (await data.get(SURVEYS, surveyId))?.data : undefined;
  if (!response || !survey) return {};
  const token = response[CUSTOMER_TOKEN_FIELD];
  const link = isCustomerToken(token)
    ? linkOfResponse(response, parseSurveyLink((await data.get(SURVEY_LINKS, token))?.data))
    : null;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return {
    notification: {
      survey,
      response,
      clientName: link?.clientName || null,
      resultsUrl: `${origin}/surveys/${encodeURIComponent(surveyId)}/results`,
    },
  };
}

const fieldOf = (payload: unknown): string =>
  typeof payload === 'object' && payload !== null && 'fieldId' in payload
    ? String(payload.fieldId)
    : '';

/** The summary uses at most 500 characters of an answer; a little more is sent, never all. */
const SENT_ANSWER_CHARS = 2_000;

/**
 * A response as the summary needs it: its survey and the one question's answer, cut. The
 * function reads nothing else, and a response may be ~1 MiB: sending whole responses to the
 * local server made one summary upload every answer of every response.
 */
function summarisedAnswerOnly(data: DocumentData, fieldId: string): DocumentData {
  const answers = data.answers;
  const legacy = Array.isArray(data.responses)
    ? data.responses
    : Array.isArray(answers)
      ? answers
      : [];
  const value =
    answers && typeof answers === 'object' && !Array.isArray(answers)
      ? (answers as Record<string, unknown>)[fieldId]
      : (legacy as { fieldId?: unknown; value?: unknown }[]).find(
          (entry) => entry?.fieldId === fieldId,
        )?.value;
  return {
    surveyId: data.surveyId,
    answers: { [fieldId]: typeof value === 'string' ? value.slice(0, SENT_ANSWER_CHARS) : value },
  };
}

/** As the cloud's chatworkAction does with the Admin SDK: the 'me' answer onto the caller's record. */
async function recordOwnAccount(data: DataStore, uid: string | null, result: unknown) {
  const answer = result as { kind?: unknown; accountId?: unknown; name?: unknown } | null;
  if (!uid || answer?.kind !== 'me' || typeof answer.accountId !== 'number') return;
  await data.update(MEMBERS, uid, {
    chatworkAccountId: answer.accountId,
    chatworkAccountName: String(answer.name ?? '').slice(0, 200),
  });
}

/** Gives the local backend's functions their context, read as the signed-in member. */
export function provideLocalCallContext(local: LocalBackend): void {
  const uid = () => local.auth.currentUser()?.uid ?? null;
  local.functions.provideContext(localCallContext(local.data, uid), async (name, result) => {
    if (name === GET_CHATWORK_MENTIONS) return settleMentionSync(local.data, uid(), result);
    if (name === CHATWORK_ACTION) await recordOwnAccount(local.data, uid(), result);
    return result;
  });
}
