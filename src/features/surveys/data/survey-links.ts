import { backend, type DocumentData } from '@/lib/backend';
import { CUSTOMER_TOKEN_FIELD } from '@/lib/customer-table/customer-token';
import {
  parseSurveyLink,
  RESPONSE_LINKS,
  SURVEY_LINKS,
  type SurveyLink,
} from '@/lib/customer-table/survey-answer';

/**
 * The customers a survey's personal links name, for the results page (links are made from the
 * customer tables: lib/customer-table/survey-links.ts): the links by token, and each linked
 * response's token from its private record (the server moves it off the public response).
 */
export interface LinkedCustomers {
  byToken: ReadonlyMap<string, SurveyLink>;
  tokenOfResponse: ReadonlyMap<string, string>;
}

export async function linkedCustomersOf(surveyId: string): Promise<LinkedCustomers> {
  const where = [{ field: 'surveyId', value: surveyId }];
  const [links, records] = await Promise.all([
    backend().data.query(SURVEY_LINKS, { where }),
    backend().data.query(RESPONSE_LINKS, { where }),
  ]);
  return {
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
  const carried = data[CUSTOMER_TOKEN_FIELD];
  const token =
    customers.tokenOfResponse.get(responseId) ?? (typeof carried === 'string' ? carried : null);
  return token === null ? undefined : customers.byToken.get(token);
}
