import {
  LEGACY_RESPONSES,
  RESPONSES,
  RESPONSE_GATES,
  RESPONSE_LINKS,
  SURVEYS,
  SURVEY_ANSWER_SLOTS,
  SURVEY_ANSWER_SLOT_CLAIMS,
  SURVEY_LINK_ANSWERS,
  SURVEY_LINK_VALUES,
  SURVEY_SETTINGS,
  SURVEY_STATS,
} from './survey-collections';
import { CUSTOMER_MERGES } from './customer-merge';
import { ASSIGNEE_NAMES, TEAM_SETTINGS } from './assignee-links';
import { REMINDER_CLAIMS, REMINDER_FAILURES, REMINDER_RULES, REMINDER_SENDS } from './reminders';
import { DEAL_LIST, OB_LIST, SA_LIST } from './customer-table-names';
import { CUSTOMER_ACTIVITIES, CUSTOMER_CONTACTS } from './contacts';

/**
 * Every Firestore collection, named once for the app, its local backend, the Cloud Functions
 * (functions/scripts/copy-shared.mjs copies this file), the admin scripts and the rules' tests.
 * The ones the public survey pages use are in survey-collections.ts, so their bundle takes only
 * those.
 * scripts/lib/firestore-collections.test.ts keeps this list equal to firestore.rules' matches.
 * What each holds and who may read or write it: docs/security.md.
 */

// ---- Staff ----
/** `members/{uid}`: a staff member's record; its existence is what makes the account staff. */
export const MEMBERS = 'members';
/**
 * `members/{uid}/private/{doc}`: the member's own documents. The secrets in it (the Chatwork key
 * `chatwork`, the webhook token `chatworkWebhook`) are write-only from a browser: only the
 * server reads them back, so they never sit in Firestore's cache on a shared PC. Whether each
 * is set is in `secretFlags` ({ chatwork: bool, chatworkWebhook: bool }), which the member reads.
 */
export const MEMBER_PRIVATE = 'private';
export const CHATWORK_KEY_DOC = 'chatwork';
export const SECRET_FLAGS_DOC = 'secretFlags';
/** The path of a member's private collection. */
export const memberPrivatePath = (uid: string) => `${MEMBERS}/${uid}/${MEMBER_PRIVATE}`;
/**
 * `members/{uid}/mentions/{roomId}-{messageId}`: the member's Chatwork mentions as fetched (by
 * the server), with their state (mention-state.ts); only the member reads them.
 */
export const MEMBER_MENTIONS = 'mentions';
export const memberMentionsPath = (uid: string) => `${MEMBERS}/${uid}/${MEMBER_MENTIONS}`;

// ---- Option lists and promotions ----
/** `dropdown_options/{key}` = { options }: the option lists (PULL DOWN管理). */
export const DROPDOWN_OPTIONS = 'dropdown_options';
export const PROMOTIONS = 'promotions';

// ---- Surveys ----
/** AI summary drafts, staff only: `surveySummaries/{surveyId}` = { [fieldId]: summary }. */
export const SURVEY_SUMMARIES = 'surveySummaries';
/** `surveyNotifications/{responseId}`: how a response's Chatwork message went (staff read it). */
export const SURVEY_NOTIFICATIONS = 'surveyNotifications';
/** The notification budget's per-minute counters (server only; TTL: docs/deploy.md). */
export const SURVEY_NOTIFY_BUDGETS = 'surveyNotifyBudgets';
/** The AI summary's daily quota counters (server only). */
export const AI_SUMMARY_USAGE = 'aiSummaryUsage';

// ---- Personal survey links ----
/** `surveyLinks/{token}`: the customer a personal link names; staff only. */
export const SURVEY_LINKS = 'surveyLinks';
/**
 * `surveyLinkRules/{surveyId}` = { rules }: what each 表示条件 reference on a survey stands for
 * (a condition on a customer value, features/surveys/model/link-rules.ts); staff only, so the
 * survey visitors read names no customer value.
 */
export const SURVEY_LINK_RULES = 'surveyLinkRules';

// ---- Customers ----
export {
  CUSTOMER_TABLES,
  DEAL_LIST,
  OB_LIST,
  SA_LIST,
  isCustomerTable,
  type CustomerTable,
} from './customer-table-names';
/**
 * `dealGoals/{YYYY-MM}` = { goals: { [担当者]: yen | null }, updatedBy, updatedAt }: the ヨミ表's
 * 目標 of a month. Staff read them; 管理者 write them.
 */
export const DEAL_GOALS = 'dealGoals';
/** One document per write of a customer row (written by the server). */
export const CUSTOMER_HISTORY = 'customer_history';
/** Who is editing which customer row right now (one document per editing tab). */
export const PRESENCE = 'presence';
/** Saved views of SA and OB: personal (the owner's alone) or shared with the team. */
export const CUSTOMER_VIEWS = 'customerViews';
/** The team's comments on a customer row (members only; the author edits or deletes). */
export const CUSTOMER_COMMENTS = 'customerComments';
/**
 * Who follows a customer row's comments: `{table}_{rowId}_{uid}` = { table, rowId, uid, at }.
 * A member follows or unfollows for themselves; the server adds a comment's author and mentions.
 */
export const CUSTOMER_FOLLOWS = 'customerFollows';
/** The id of a member's follow of a row. */
export const customerFollowId = (table: string, rowId: string, uid: string) =>
  `${table}_${rowId}_${uid}`;
/**
 * Pairs a member marked 「重複ではない」 (名寄せ): `{table}_{a}_{b}` (a < b) = { table, a, b, by,
 * at }, so the pair does not come back in 重複の候補. Members mark and unmark.
 */
export const DUPLICATE_DISMISSALS = 'duplicateDismissals';
/** The id of a dismissed pair, whichever row comes first. */
export const duplicateDismissalId = (table: string, a: string, b: string) =>
  a < b ? `${table}_${a}_${b}` : `${table}_${b}_${a}`;
/** `members/{uid}/private/customerViews` = { sa_list?: viewId, ob_list?: viewId }: defaults. */
export const DEFAULT_VIEWS_DOC = 'customerViews';
/**
 * The writer stamp of a customer row: the Firebase backend adds both to every create and update,
 * and the rules require `editedBy` to be the writer's uid and `editedAt` the request's time.
 */
export const EDITED_BY_FIELD = 'editedBy';
export const EDITED_AT_FIELD = 'editedAt';

/**
 * Set by 消去 (開示・消去) on a customer row just before it is deleted: the history then records
 * neither the mark nor the delete (a delete entry would keep the erased values).
 */
export const ERASING_FIELD = 'erasingPersonalData';

/** `auditLog/{auto id}`: the 監査ログ (audit-log.ts), written by the server alone. */
export const AUDIT_LOG = 'auditLog';
/** `trash/{collection}_{id}`: the ゴミ箱 (trash.ts), written by the server alone. */
export const TRASH = 'trash';

/** Written and read by the Cloud Functions alone: no rules match them, so clients get nothing. */
export const SERVER_ONLY_COLLECTIONS = [SURVEY_NOTIFY_BUDGETS, AI_SUMMARY_USAGE] as const;

/** Every top-level collection (firestore.rules matches all but the server-only ones). */
export const TOP_LEVEL_COLLECTIONS = [
  MEMBERS,
  DROPDOWN_OPTIONS,
  PROMOTIONS,
  SURVEYS,
  RESPONSES,
  LEGACY_RESPONSES,
  SURVEY_STATS,
  SURVEY_SETTINGS,
  SURVEY_SUMMARIES,
  SURVEY_ANSWER_SLOTS,
  SURVEY_ANSWER_SLOT_CLAIMS,
  RESPONSE_GATES,
  SURVEY_NOTIFICATIONS,
  SURVEY_NOTIFY_BUDGETS,
  AI_SUMMARY_USAGE,
  SURVEY_LINKS,
  SURVEY_LINK_RULES,
  SURVEY_LINK_ANSWERS,
  SURVEY_LINK_VALUES,
  RESPONSE_LINKS,
  SA_LIST,
  OB_LIST,
  DEAL_LIST,
  DEAL_GOALS,
  CUSTOMER_HISTORY,
  PRESENCE,
  CUSTOMER_VIEWS,
  CUSTOMER_COMMENTS,
  CUSTOMER_CONTACTS,
  CUSTOMER_ACTIVITIES,
  CUSTOMER_FOLLOWS,
  CUSTOMER_MERGES,
  DUPLICATE_DISMISSALS,
  TEAM_SETTINGS,
  ASSIGNEE_NAMES,
  REMINDER_RULES,
  REMINDER_CLAIMS,
  REMINDER_FAILURES,
  REMINDER_SENDS,
  AUDIT_LOG,
  TRASH,
] as const;
