/**
 * Surveys that land on the customer: a personal survey link `{survey}?c={token}` names one
 * customer row; when a response carrying a valid token arrives, the server sets the row's dates.
 * The Cloud Function on responses and the local backend's trigger run this same code
 * (functions/scripts/copy-shared.mjs copies it). Dependency-free but for its folder's shared
 * files, on purpose.
 */
import { OB_LIST, SA_LIST } from '@/contracts/collections';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/contracts/customer-token';
import { LAST_SURVEY_RESPONSE_FIELD } from './history-diff';
import { plannedDeliveryFor } from './planned-delivery';
import { instantOf, tokyoDay } from '@/lib/tokyo-time';

/** A `responseLinks` record: the response's survey, its token and when it was sent. */
export interface ResponseLinkRecord {
  surveyId: string;
  [CUSTOMER_TOKEN_FIELD]: string;
  submittedAt: unknown;
}

/**
 * A response as the server reads it: with the token of its private record
 * (`responseLinks/{responseId}`, written beside it by the visitor) when that record names the
 * response's survey. A response stored before the token moved off responses keeps its own until
 * `npm run migrate-private-data` moves it.
 */
export function withLinkToken(
  response: Record<string, unknown>,
  record: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  const token = record?.[CUSTOMER_TOKEN_FIELD];
  return isCustomerToken(token) && record?.surveyId === response.surveyId
    ? { ...response, [CUSTOMER_TOKEN_FIELD]: token }
    : response;
}

/** The private record of a token an older response still carries on itself, or null. */
export function responseLinkOf(response: Record<string, unknown>): ResponseLinkRecord | null {
  const token = response[CUSTOMER_TOKEN_FIELD];
  if (!isCustomerToken(token) || typeof response.surveyId !== 'string') return null;
  return {
    surveyId: response.surveyId,
    [CUSTOMER_TOKEN_FIELD]: token,
    submittedAt: response.submittedAt ?? null,
  };
}

export interface SurveyLink {
  surveyId: string;
  table: typeof SA_LIST | typeof OB_LIST;
  rowId: string;
  /** The customer's name when the link was made (the results page shows it to staff). */
  clientName: string;
}

export function parseSurveyLink(
  data: Record<string, unknown> | null | undefined,
): SurveyLink | null {
  if (!data) return null;
  const { surveyId, table, rowId, clientName } = data;
  if (typeof surveyId !== 'string' || typeof rowId !== 'string') return null;
  if (table !== SA_LIST && table !== OB_LIST) return null;
  return { surveyId, table, rowId, clientName: typeof clientName === 'string' ? clientName : '' };
}

/**
 * The link a response really names: its token's stored link, for the response's own survey.
 * A forged token, or one copied from another survey's link, names nothing.
 */
export function linkOfResponse(
  response: Record<string, unknown>,
  link: SurveyLink | null,
): SurveyLink | null {
  if (!isCustomerToken(response[CUSTOMER_TOKEN_FIELD]) || !link) return null;
  return link.surveyId === response.surveyId ? link : null;
}

/**
 * What a response's arrival writes on its customer's row, or null when nothing changes:
 * OB: アンケート回答日 = the response date in Tokyo and, when 納品予定日 is empty, that date + 21
 * days (the add form's rule); SA: 最終接触日 = the response date. Both record the response
 * (`lastSurveyResponse`), which the history uses to name the survey as the author.
 */
export function rowUpdateForAnswer(
  link: SurveyLink,
  row: Record<string, unknown>,
  answeredAt: Date,
  responseId: string,
): Record<string, unknown> | null {
  const date = tokyoDay(answeredAt);
  const fields: Record<string, unknown> =
    link.table === OB_LIST
      ? {
          surveyResponseDate: date,
          ...(row.plannedDeliveryDate ? {} : { plannedDeliveryDate: plannedDeliveryFor(date) }),
        }
      : { lastContactDate: date };
  const last = row[LAST_SURVEY_RESPONSE_FIELD] as { responseId?: unknown } | undefined;
  // A redelivered response changes nothing.
  if (last?.responseId === responseId) return null;
  return { ...fields, [LAST_SURVEY_RESPONSE_FIELD]: { surveyId: link.surveyId, responseId } };
}

/** What landing a response needs of Firestore (the Admin SDK in production, fakes in tests). */
export interface LandingDb {
  /** The stored link of a token (`surveyLinks/{token}`), or null. */
  link(token: string): Promise<Record<string, unknown> | null>;
  /** Stores `data` as `surveyLinkAnswers/{token}` unless that document exists already. */
  recordFirstAnswer(token: string, data: { surveyId: string; responseId: string }): Promise<void>;
  /** Reads the row and writes its update in one transaction. */
  updateRow(
    path: string,
    update: (row: Record<string, unknown>) => Record<string, unknown> | null,
  ): Promise<'updated' | 'unchanged' | 'missing'>;
}

export type Landing = 'no-link' | 'updated' | 'unchanged' | 'missing';

/**
 * Sets the customer's row from a response that carries a valid personal-link token (OB: survey
 * date and, if empty, planned delivery; SA: last contact; survey-answer.ts). Unknown or forged
 * tokens, or a token of another survey, change nothing: the response stays a plain anonymous
 * answer. The link's first response is recorded (`surveyLinkAnswers`). Safe to run twice for
 * one response (the row remembers the response it landed; the first answer is never replaced).
 */
export async function landOnCustomer(
  db: LandingDb,
  responseId: string,
  response: Record<string, unknown>,
  now: () => Date = () => new Date(),
): Promise<Landing> {
  const token = response[CUSTOMER_TOKEN_FIELD];
  if (!isCustomerToken(token)) return 'no-link';
  const link = linkOfResponse(response, parseSurveyLink(await db.link(token)));
  if (!link) return 'no-link';
  const answeredAt = instantOf(response.submittedAt) ?? now();
  await db.recordFirstAnswer(token, { surveyId: link.surveyId, responseId });
  return db.updateRow(`${link.table}/${link.rowId}`, (row) =>
    rowUpdateForAnswer(link, row, answeredAt, responseId),
  );
}
