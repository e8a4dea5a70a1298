import { backend, type StoredDocument } from '@/lib/backend';
import { parseResponse } from '../model/parse-response';
import type { SurveyResponse } from '../model/types';
import { LEGACY_RESPONSES, RESPONSES } from '@/contracts/survey-collections';
import {
  customerOfResponse,
  linkedCustomersOf,
  linkValuesOfResponse,
  type LinkedCustomers,
} from '@/features/customers';

/**
 * Responses per page of the results page. A response may be ~1 MiB (Firestore's document limit;
 * the web SDK cannot read part of a document), so a page is at most ~20 MiB even when strangers
 * fill every answer, and a few hundred kB for real answers.
 */
export const RESPONSE_PAGE_SIZE = 20;

/** Where the next page starts: after a current response, or the legacy ones, or nothing left. */
export type ResponseCursor =
  { kind: 'current'; after: StoredDocument | null } | { kind: 'legacy' } | { kind: 'done' };

export const FIRST_PAGE: ResponseCursor = { kind: 'current', after: null };

export interface ResponsePage {
  responses: SurveyResponse[];
  next: ResponseCursor;
}

/** A current response, naming the customer of the personal link it came through. */
function currentResponse(doc: StoredDocument, customers: LinkedCustomers): SurveyResponse {
  const response = parseResponse(doc.id, doc.data, RESPONSES);
  const customer = customerOfResponse(customers, doc.id, doc.data);
  const link = linkValuesOfResponse(customers, doc.id, doc.data);
  return {
    ...response,
    ...(customer ? { customer } : {}),
    ...(Object.keys(link).length > 0 ? { link } : {}),
  };
}

const newestFirst = (a: SurveyResponse, b: SurveyResponse) =>
  (b.submittedAt?.getTime() ?? -Infinity) - (a.submittedAt?.getTime() ?? -Infinity);

/**
 * One page of a survey's responses, newest first: current responses by `submittedAt` (descending,
 * `size` at a time), then, on the page where they run out, the legacy `surveyResponses` (a fixed,
 * older set, read whole). A response that came through a personal link names its customer (`customers`:
 * the survey's links, which only staff read).
 */
export async function listResponsePage(
  surveyId: string,
  cursor: ResponseCursor,
  customers: LinkedCustomers,
  size = RESPONSE_PAGE_SIZE,
): Promise<ResponsePage> {
  const where = [{ field: 'surveyId', value: surveyId }];
  if (cursor.kind === 'done') return { responses: [], next: cursor };
  if (cursor.kind === 'legacy') {
    const legacy = await backend().data.query(LEGACY_RESPONSES, { where });
    return {
      responses: legacy
        .map((doc) => parseResponse(doc.id, doc.data, LEGACY_RESPONSES))
        .sort(newestFirst),
      next: { kind: 'done' },
    };
  }
  const docs = await backend().data.query(RESPONSES, {
    where,
    orderBy: { field: 'submittedAt', direction: 'desc' },
    limit: size,
    ...(cursor.after ? { startAfter: cursor.after } : {}),
  });
  const responses = docs.map((doc) => currentResponse(doc, customers));
  const last = docs.at(-1);
  if (docs.length === size && last) return { responses, next: { kind: 'current', after: last } };
  // The current ones are all read: the legacy ones follow on the same page.
  const legacy = await listResponsePage(surveyId, { kind: 'legacy' }, customers, size);
  return { responses: [...responses, ...legacy.responses], next: legacy.next };
}

/**
 * Responses per read of the CSV export: each is at most what the public form takes (the
 * responses trigger deletes larger ones), so a page stays a few MB at most in the tab.
 */
export const CSV_PAGE_SIZE = 100;

/**
 * Every response of a survey, page by page (the CSV export), with the number read so far after
 * each page.
 */
export async function listAllResponses(
  surveyId: string,
  onProgress: (read: number) => void = () => undefined,
): Promise<SurveyResponse[]> {
  const customers = await linkedCustomersOf(surveyId);
  const all: SurveyResponse[] = [];
  let cursor: ResponseCursor = FIRST_PAGE;
  while (cursor.kind !== 'done') {
    const page = await listResponsePage(surveyId, cursor, customers, CSV_PAGE_SIZE);
    all.push(...page.responses);
    onProgress(all.length);
    cursor = page.next;
  }
  return all;
}

/** One current response of a survey by id (a link to it, e.g. from a customer's row), or null. */
export async function getSurveyResponse(
  surveyId: string,
  responseId: string,
  customers: LinkedCustomers,
): Promise<SurveyResponse | null> {
  const doc = await backend().data.get(RESPONSES, responseId);
  if (!doc || doc.data.surveyId !== surveyId) return null;
  return currentResponse(doc, customers);
}
