import { resolveAiConfig } from '../../functions/src/ai-summary/chat-completions.ts';
import { memoryQuotaDb } from '../../functions/src/ai-summary/daily-quota.ts';
import { generateSurveySummary } from '../../functions/src/ai-summary/generate-survey-summary.ts';
import { CallableError, type CallerAuth } from '../../functions/src/callable-error.ts';
import { runChatworkAction } from '../../functions/src/mentions/chatwork-actions.ts';
import type { KnownMention } from '../../functions/src/mentions/mention-writes.ts';
import {
  syncChatworkMentions,
  type MentionSyncPlan,
} from '../../functions/src/mentions/sync-mentions.ts';
import { isMentionState } from '../../src/contracts/mention-state.ts';
import { memoryNotifyBudget } from '../../functions/src/survey-notify/notify-budget.ts';
import { notifyWithinBudget } from '../../functions/src/survey-notify/notify-response.ts';
import { GENERATE_SURVEY_SUMMARY } from '../../src/contracts/ai-summary.ts';
import type { CallableName } from '../../src/contracts/callables.ts';
import { CHATWORK_ACTION } from '../../src/contracts/chatwork-actions.ts';
import { GET_CHATWORK_MENTIONS } from '../../src/contracts/mentions.ts';
import {
  REGISTER_CHATWORK_WEBHOOK,
  TAKE_WEBHOOK_MENTIONS,
} from '../../src/contracts/mention-sync.ts';
import { webhookRelay } from './webhook-relay.ts';
import {
  DEFAULT_CORPORATE_API_BASE,
  lookupCorporateNumber,
} from '../../functions/src/corporate-registry/lookup.ts';
import { LOOKUP_CORPORATE_NUMBER } from '../../src/contracts/corporate-registry.ts';
import { sendReminderWithinLimits } from '../../functions/src/reminders/send-reminder.ts';
import { SEND_REMINDER, type SendReminderRequest } from '../../src/contracts/reminders.ts';
import { parseRoomIds } from '../../functions/src/shared/reminder-schedule.ts';
import { NOTIFY_SURVEY_RESPONSE } from '../../src/contracts/survey-notify.ts';
import type { LocalFunctionHandler } from './plugin.ts';

/**
 * The functions local mode serves, by name, each the same handler Cloud Functions runs.
 * There is no Admin SDK and no ID token here: the local server trusts its caller (it listens on
 * the developer's machine, for a browser whose accounts live in its own IndexedDB), so every call
 * counts as a staff member's.
 */
const LOCAL_CALLER: CallerAuth = { uid: 'local-mode' };
const trustLocalCaller = async () => true;
/** The daily allowance, counted for this server process's lifetime. */
const localQuota = memoryQuotaDb();

/** This server's message counters (the cloud keeps them in Firestore: on-response-notify.ts). */
const localNotifyBudget = memoryNotifyBudget();

/** The Chatwork webhook's deliveries, held for the members' browsers (webhook-relay.ts). */
const localWebhook = webhookRelay();

/** The delivery route of the dev/preview server (plugin.ts: LOCAL_WEBHOOK_PATH). */
export const receiveLocalWebhook = localWebhook.receive;

const memberIdOf = (data: unknown): string => {
  const id = (data as { memberId?: unknown } | null)?.memberId;
  if (typeof id !== 'string' || id === '')
    throw new CallableError('invalid-argument', 'メンバーが指定されていません');
  return id;
};

/**
 * The handlers local mode serves, keyed by the callables' contract names (the members' three
 * and 再集計 run in the browser's own backend: local-member-accounts.ts, recountLocally).
 */
export const localFunctionHandlers: Partial<Record<CallableName, LocalFunctionHandler>> = {
  // The same fetch as the cloud's, over the key, cursor and mentions the browser read; what the
  // cloud would store goes back as `localPlan`, and the browser stores it (local-mention-sync.ts).
  [GET_CHATWORK_MENTIONS]: async (data, context) => {
    let localPlan: MentionSyncPlan | null = null;
    const sync = context.mentionSync;
    const result = await syncChatworkMentions(
      { auth: LOCAL_CALLER, data },
      {
        isStaff: trustLocalCaller,
        chatworkKeyOf: async () => sync?.chatworkKey ?? '',
        cursorOf: async () => sync?.cursor ?? {},
        knownOf: async () =>
          (sync?.known ?? []).flatMap((mention): KnownMention[] =>
            isMentionState(mention.state) ? [{ ...mention, state: mention.state }] : [],
          ),
        store: async (_uid, plan) => {
          localPlan = plan;
        },
        chatwork: { baseUrl: process.env.CHATWORK_API_BASE },
      },
    );
    return { ...result, localPlan };
  },
  // 既読, 返信, タスク as the member, with the key the browser read from their stored document.
  [CHATWORK_ACTION]: (data, context) =>
    runChatworkAction(
      { auth: LOCAL_CALLER, data },
      {
        isStaff: trustLocalCaller,
        chatworkKeyOf: async () => context.chatworkKey ?? '',
        chatwork: { baseUrl: process.env.CHATWORK_API_BASE },
        // The database is the browser's: it records the account when the answer arrives
        // (src/app/local-call-context.ts), as the cloud function does with the Admin SDK.
        recordAccount: async () => {},
      },
    ),
  // The member's webhook token, read by the browser from their stored document.
  [REGISTER_CHATWORK_WEBHOOK]: async (data, context) => {
    localWebhook.register(memberIdOf(data), context.webhookToken ?? '');
    return null;
  },
  [TAKE_WEBHOOK_MENTIONS]: async (data) => ({ mentions: localWebhook.take(memberIdOf(data)) }),
  // A reminder the browser's clock check found due (src/app/local-reminders.ts), posted with this
  // server's notification token, as the cloud's schedule does.
  [SEND_REMINDER]: async (data) => {
    const request = data as SendReminderRequest;
    if (!request || !Array.isArray(request.items) || !Number.isSafeInteger(request.roomId))
      throw new CallableError('invalid-argument', 'リマインダーの内容が正しくありません');
    // REMINDER_ROOM_IDS in this server's environment, as in the cloud; unset on a developer's
    // machine, any room.
    const rooms = parseRoomIds(process.env.REMINDER_ROOM_IDS ?? '');
    return sendReminderWithinLimits(
      request,
      { token: process.env.CHATWORK_NOTIFY_TOKEN ?? '', baseUrl: process.env.CHATWORK_API_BASE },
      { allowedRooms: rooms.length > 0 ? rooms : null, budget: localNotifyBudget },
    );
  },
  // One survey response's Chatwork message, with the notification token of this server's
  // environment (CHATWORK_NOTIFY_TOKEN; CHATWORK_API_BASE for tests), read per call. The token
  // stays here; the browser gets only how it went, and records it (local-triggers.ts).
  [NOTIFY_SURVEY_RESPONSE]: async (_data, context) => {
    if (!context.notification)
      throw new CallableError('invalid-argument', '通知する回答が見つかりません');
    return notifyWithinBudget(
      context.notification,
      { token: process.env.CHATWORK_NOTIFY_TOKEN ?? '', baseUrl: process.env.CHATWORK_API_BASE },
      localNotifyBudget,
    );
  },
  // AI_API_KEY / AI_API_BASE / AI_MODEL from the dev or preview server's environment, per call;
  // the key stays in this server process and is never sent to the browser.
  [GENERATE_SURVEY_SUMMARY]: (data, context) =>
    generateSurveySummary(
      { auth: LOCAL_CALLER, data },
      {
        isEditor: async () => context.callerCanEdit !== false,
        loadSurvey: async () => context.survey?.survey ?? null,
        loadResponses: async () => context.survey?.responses ?? [],
        quota: localQuota,
        config: resolveAiConfig({
          apiKey: process.env.AI_API_KEY,
          baseUrl: process.env.AI_API_BASE,
          model: process.env.AI_MODEL,
        }),
      },
    ),
  // The same registry request as the cloud's; the browser stores the answer on the row itself
  // (data/corporate-registry.ts), as its database is the browser's.
  [LOOKUP_CORPORATE_NUMBER]: (data, context) =>
    lookupCorporateNumber(
      { auth: LOCAL_CALLER, data },
      {
        isEditor: async () => context.callerCanEdit !== false,
        appId: process.env.CORPORATE_API_APP_ID ?? '',
        baseUrl: process.env.CORPORATE_API_BASE_URL ?? DEFAULT_CORPORATE_API_BASE,
        fetch: (url, init) => fetch(url, init),
        now: () => Date.now(),
      },
    ),
};
