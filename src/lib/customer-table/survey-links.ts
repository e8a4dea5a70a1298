import { backend, serverTimestamp } from '@/lib/backend';
import { surveyPublicUrl } from '@/lib/public-urls';
import type { OB_LIST, SA_LIST } from './customer-tables';
import { instantOf } from '@/lib/tokyo-time';
import { RESPONSE_LINKS, SURVEY_LINKS } from './survey-answer';
import { CUSTOMER_TOKEN_FIELD } from './customer-token';

/** The customer a personal link is for. */
interface LinkedCustomer {
  table: typeof SA_LIST | typeof OB_LIST;
  rowId: string;
  clientName: string;
}

/**
 * The surveys a personal link may point at: published and not archived, by title. A query of
 * its own rather than the surveys area's store: the customer tables need two fields of it, and
 * the surveys area's public API is also what the public survey page loads.
 */
async function listLinkableSurveys(): Promise<{ id: string; title: string }[]> {
  const docs = await backend().data.query('surveys', {
    where: [{ field: 'status', value: 'published' }],
  });
  return docs
    .filter((doc) => doc.data.isArchived !== true)
    .map((doc) => ({ id: doc.id, title: typeof doc.data.title === 'string' ? doc.data.title : '' }))
    .sort((a, b) => a.title.localeCompare(b.title, 'ja'));
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
): Promise<string> {
  const data = backend().data;
  const [existing] = await data.query(SURVEY_LINKS, {
    where: [
      { field: 'surveyId', value: surveyId },
      { field: 'table', value: customer.table },
      { field: 'rowId', value: customer.rowId },
    ],
    limit: 1,
  });
  const token =
    existing?.id ??
    (await data.add(SURVEY_LINKS, {
      surveyId,
      ...customer,
      createdAt: serverTimestamp(),
      createdBy,
    }));
  return `${surveyPublicUrl(surveyId)}?c=${token}`;
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
  table: LinkedCustomer['table'],
  rowId: string,
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
      const [records, older, survey] = await Promise.all([
        data.query(RESPONSE_LINKS, byToken),
        data.query('responses', byToken),
        surveyId ? data.get('surveys', surveyId) : null,
      ]);
      const title = typeof survey?.data.title === 'string' ? survey.data.title : surveyId;
      const seen = new Set<string>();
      return [...records, ...older]
        .filter((doc) => doc.data.surveyId === surveyId && !seen.has(doc.id) && seen.add(doc.id))
        .map((doc) => ({
          surveyId,
          surveyTitle: title,
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
export function surveyLinkSource(table: LinkedCustomer['table'], createdBy: string) {
  return {
    listSurveys: listLinkableSurveys,
    linkFor: (surveyId: string, customer: { rowId: string; clientName: string }) =>
      personalSurveyLink(surveyId, { table, ...customer }, createdBy),
    responsesOf: (rowId: string) => customerResponses(table, rowId),
  };
}
