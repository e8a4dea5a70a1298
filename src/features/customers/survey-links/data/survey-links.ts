import { SURVEY_LINKS, type CustomerTable } from '@/contracts/collections';
import { RESPONSE_LINKS, SURVEY_LINK_VALUES } from '@/contracts/survey-collections';
import { storedLinkValues, type LinkValues } from '@/contracts/link-values';
import { RESPONSES } from '@/contracts/survey-collections';
import { backend, serverTimestamp, type DocumentData } from '@/lib/backend';
import { surveyPublicUrl } from '@/lib/public-urls';
import { instantOf } from '@/lib/tokyo-time';
import { CUSTOMER_TOKEN_FIELD } from '@/contracts/customer-token';
import { parseSurveyLink, type SurveyLink } from '../model/survey-answer';

/**
 * Personal survey links, `{survey url}?c={token}`, from both ends: the customer tables make a
 * customer's link and list what the customer answered; the survey results page names the
 * customer each response came from. The tokens live in `surveyLinks` (staff only) and each
 * response's token in `responseLinks` (the server moves it off the public response).
 */

/** The customer a personal link is for: the company, or one of its 先方担当者. */
interface LinkedCustomer {
  table: CustomerTable;
  rowId: string;
  clientName: string;
  contactId?: string;
  contactName?: string;
}

/**
 * What personal links need of surveys, passed in by SA and OB from the surveys area (which owns
 * the `surveys` collection and knows when a survey stops taking answers).
 */
export interface SurveyCatalog {
  linkable(): Promise<{ id: string; title: string }[]>;
  titleOf(id: string): Promise<string | null>;
  /**
   * What the customer's link carries for the survey's 表示条件 (each rule's outcome for the row,
   * never the row's values); null when no rule reads the customer.
   */
  linkValuesFor(
    id: string,
    table: CustomerTable,
    row: Readonly<Record<string, unknown>>,
  ): Promise<Record<string, string> | null>;
}

/**
 * The customer's personal link to a survey, `{survey url}?c={token}`: the stored token of this
 * survey and customer when there is one (the same link every time), else a new one. The token is
 * the document's auto id (20 random letters and digits: unguessable); staff alone read it.
 */
async function personalSurveyLink(
  surveyId: string,
  customer: LinkedCustomer,
  createdBy: string,
  surveys: SurveyCatalog,
): Promise<string> {
  const data = backend().data;
  const links = await data.query(SURVEY_LINKS, {
    where: [
      { field: 'surveyId', value: surveyId },
      { field: 'table', value: customer.table },
      { field: 'rowId', value: customer.rowId },
    ],
  });
  // The company's own link names no contact; a contact's names them.
  const contactId = customer.contactId ?? '';
  const existing = links.find((link) => (link.data.contactId ?? '') === contactId);
  const token =
    existing?.id ??
    (await data.add(SURVEY_LINKS, {
      surveyId,
      table: customer.table,
      rowId: customer.rowId,
      clientName: customer.clientName,
      ...(contactId ? { contactId, contactName: customer.contactName ?? '' } : {}),
      createdAt: serverTimestamp(),
      createdBy,
    }));
  await carryLinkValues(token, surveyId, customer, surveys);
  return `${surveyPublicUrl(surveyId)}?c=${token}`;
}

/**
 * Writes beside the link what its survey's 表示条件 need of the customer: whether each rule holds
 * for the row as it is now, and nothing of the row itself (the visitor holding the link may read
 * it).
 */
async function carryLinkValues(
  token: string,
  surveyId: string,
  customer: LinkedCustomer,
  surveys: SurveyCatalog,
): Promise<void> {
  const row = await backend().data.get(customer.table, customer.rowId);
  const values = await surveys.linkValuesFor(surveyId, customer.table, row?.data ?? {});
  if (values) await backend().data.set(SURVEY_LINK_VALUES, token, { surveyId, values });
}

/** A response that came through one of a customer's personal links. */
export interface CustomerResponse {
  surveyId: string;
  surveyTitle: string;
  responseId: string;
  submittedAt: Date | null;
}

/**
 * The responses a customer sent through their personal links, newest first: the customer's
 * links (one per survey), then each link's responses, by token. Surveys deleted since are
 * named by id.
 */
async function customerResponses(
  table: CustomerTable,
  rowId: string,
  surveys: SurveyCatalog,
): Promise<CustomerResponse[]> {
  const data = backend().data;
  const links = await data.query(SURVEY_LINKS, {
    where: [
      { field: 'table', value: table },
      { field: 'rowId', value: rowId },
    ],
  });
  const perLink = await Promise.all(
    links.map(async (link) => {
      const surveyId = typeof link.data.surveyId === 'string' ? link.data.surveyId : '';
      const byToken = { where: [{ field: CUSTOMER_TOKEN_FIELD, value: link.id }] };
      // The private records (the server moves each token there), and responses sent before
      // that, which still carry theirs.
      const [records, older, title] = await Promise.all([
        data.query(RESPONSE_LINKS, byToken),
        data.query(RESPONSES, byToken),
        surveyId ? surveys.titleOf(surveyId) : null,
      ]);
      const seen = new Set<string>();
      return [...records, ...older]
        .filter((doc) => doc.data.surveyId === surveyId && !seen.has(doc.id) && seen.add(doc.id))
        .map((doc) => ({
          surveyId,
          surveyTitle: title ?? surveyId,
          responseId: doc.id,
          submittedAt: instantOf(doc.data.submittedAt),
        }));
    }),
  );
  return perLink
    .flat()
    .sort((a, b) => (b.submittedAt?.getTime() ?? 0) - (a.submittedAt?.getTime() ?? 0));
}

/**
 * One table's personal links, as its アンケートURL dialog uses them (the surveys to choose from,
 * the link of a customer), made by the signed-in member `createdBy`.
 */
export function surveyLinkSource(table: CustomerTable, createdBy: string, surveys: SurveyCatalog) {
  return {
    listSurveys: () => surveys.linkable(),
    linkFor: (surveyId: string, customer: Omit<LinkedCustomer, 'table'>) =>
      personalSurveyLink(surveyId, { table, ...customer }, createdBy, surveys),
    responsesOf: (rowId: string) => customerResponses(table, rowId, surveys),
  };
}

/**
 * The customers a survey's personal links name, for the results page: the links by token, and
 * each linked response's token from its private record (the server moves it off the public
 * response).
 */
export interface LinkedCustomers {
  byToken: ReadonlyMap<string, SurveyLink>;
  tokenOfResponse: ReadonlyMap<string, string>;
  /** The customer values each link carries for the survey's 表示条件, by token. */
  valuesByToken: ReadonlyMap<string, LinkValues>;
}

export async function linkedCustomersOf(surveyId: string): Promise<LinkedCustomers> {
  const where = [{ field: 'surveyId', value: surveyId }];
  const [links, records, values] = await Promise.all([
    backend().data.query(SURVEY_LINKS, { where }),
    backend().data.query(RESPONSE_LINKS, { where }),
    backend().data.query(SURVEY_LINK_VALUES, { where }),
  ]);
  return {
    valuesByToken: new Map(values.map((doc) => [doc.id, storedLinkValues(doc.data, surveyId)])),
    byToken: new Map(
      links.flatMap((doc) => {
        const link = parseSurveyLink(doc.data);
        return link ? [[doc.id, link] as const] : [];
      }),
    ),
    tokenOfResponse: new Map(
      records.flatMap((doc) => {
        const token = doc.data[CUSTOMER_TOKEN_FIELD];
        return typeof token === 'string' ? [[doc.id, token] as const] : [];
      }),
    ),
  };
}

/**
 * The customer a response came from: by its private token record, or by the token it still
 * carries (a response from before the move, or one the server has not reached yet).
 */
export function customerOfResponse(
  customers: LinkedCustomers,
  responseId: string,
  data: DocumentData,
): SurveyLink | undefined {
  const token = tokenOfResponse(customers, responseId, data);
  return token === null ? undefined : customers.byToken.get(token);
}

/** The customer values the response's personal link carries for 表示条件 (`{}` without one). */
export function linkValuesOfResponse(
  customers: LinkedCustomers,
  responseId: string,
  data: DocumentData,
): LinkValues {
  const token = tokenOfResponse(customers, responseId, data);
  return (token !== null && customers.valuesByToken.get(token)) || {};
}

function tokenOfResponse(customers: LinkedCustomers, responseId: string, data: DocumentData) {
  const carried = data[CUSTOMER_TOKEN_FIELD];
  return (
    customers.tokenOfResponse.get(responseId) ?? (typeof carried === 'string' ? carried : null)
  );
}
