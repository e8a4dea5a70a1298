import { backend } from '@/lib/backend';
import { CUSTOMER_TOKEN_FIELD } from '@/lib/customer-table/customer-token';
import { parseResponse } from '../model/parse-response';
import type { SurveyResponse } from '../model/types';
import { LEGACY_RESPONSES, RESPONSES } from './collections';
import { linkedCustomersOf } from './survey-links';

/**
 * Both collections, merged, newest first (responses without a date last). A response that came
 * through a personal link names its customer (the link's token resolved against the survey's
 * stored links, which only staff read).
 */
export async function listSurveyResponses(surveyId: string): Promise<SurveyResponse[]> {
  const where = [{ field: 'surveyId', value: surveyId }];
  const [current, legacy, customers] = await Promise.all([
    backend().data.query(RESPONSES, { where }),
    backend().data.query(LEGACY_RESPONSES, { where }),
    linkedCustomersOf(surveyId),
  ]);
  const merged = [
    ...current.map((doc) => {
      const response = parseResponse(doc.id, doc.data, 'responses');
      const token = doc.data[CUSTOMER_TOKEN_FIELD];
      const customer = typeof token === 'string' ? customers.get(token) : undefined;
      return customer ? { ...response, customer } : response;
    }),
    ...legacy.map((doc) => parseResponse(doc.id, doc.data, 'surveyResponses')),
  ];
  return merged.sort(
    (a, b) => (b.submittedAt?.getTime() ?? -Infinity) - (a.submittedAt?.getTime() ?? -Infinity),
  );
}
