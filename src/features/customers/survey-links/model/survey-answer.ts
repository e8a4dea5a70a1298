/**
 * Surveys that land on the customer: a personal survey link `{survey}?c={token}` names one
 * customer row; when a response carrying a valid token arrives, the server sets the row's dates.
 * The Cloud Function on responses and the local backend's trigger run this same code
 * (functions/scripts/copy-shared.mjs copies it). Dependency-free but for its folder's shared
 * files, on purpose.
 */
import { type CustomerTable, isCustomerTable } from '@/contracts/customer-table-names';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/contracts/customer-token';

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
  /** Its table; the schema's `onAnswer` fields say what an answer writes (answer-landing.ts). */
  table: CustomerTable;
  rowId: string;
  /** The customer's name when the link was made (the results page shows it to staff). */
  clientName: string;
  /** The 先方担当者 a personal link is for, and their name then; '' for the company's own link. */
  contactId: string;
  contactName: string;
}

/** How staff see whom a link is for: 「株式会社アオバ」, or 「株式会社アオバ（山田 太郎）」. */
export const linkedName = (link: Pick<SurveyLink, 'clientName' | 'contactName'>) =>
  link.contactName ? `${link.clientName}（${link.contactName}）` : link.clientName;

export function parseSurveyLink(
  data: Record<string, unknown> | null | undefined,
): SurveyLink | null {
  if (!data) return null;
  const { surveyId, table, rowId, clientName, contactId, contactName } = data;
  if (typeof surveyId !== 'string' || typeof rowId !== 'string') return null;
  if (!isCustomerTable(table)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    surveyId,
    table,
    rowId,
    clientName: text(clientName),
    contactId: text(contactId),
    contactName: text(contactName),
  };
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
