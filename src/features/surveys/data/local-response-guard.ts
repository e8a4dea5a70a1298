import { DataError, type AlongsideWrite, type DataStore, type DocumentData } from '@/lib/backend';
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/contracts/customer-token';
import { storedLinkValues, type LinkValues } from '@/contracts/link-values';
import {
  RESPONSE_LINKS,
  SURVEYS,
  SURVEY_LINK_ANSWERS,
  SURVEY_LINK_VALUES,
} from '@/contracts/survey-collections';
import { hiddenAnswers, oversizedAnswers, responseRejection } from '../model/response-acceptance';
import { linkKeysOf } from '../model/show-if-stored';
import type { SurveyField } from '../model/types';

/**
 * The local backend's guard on new responses (what firestore.rules and the responses trigger
 * refuse), and the personal-link values it and the local statistics read. local-triggers.ts
 * registers it.
 */

/** The customer values of a response's personal link, read only when a 表示条件 uses them. */
export async function linkValuesOfResponse(
  store: DataStore,
  responseId: string,
  surveyId: string,
  fields: readonly SurveyField[],
): Promise<LinkValues> {
  if (linkKeysOf(fields).length === 0) return {};
  const token = (await store.get(RESPONSE_LINKS, responseId))?.data[CUSTOMER_TOKEN_FIELD];
  return linkValuesOf(store, token, surveyId);
}

/** The personal-link token written beside a new response (public-submit.ts), if any. */
const tokenBeside = (alongside: readonly AlongsideWrite[]): unknown =>
  alongside.find((write) => write.collection === RESPONSE_LINKS)?.data[CUSTOMER_TOKEN_FIELD];

/** The customer values a personal link carries for the survey's 表示条件. */
async function linkValuesOf(store: DataStore, token: unknown, surveyId: string) {
  if (!isCustomerToken(token)) return {};
  return storedLinkValues((await store.get(SURVEY_LINK_VALUES, token))?.data, surveyId);
}

/** One answer per personal link: a link that already brought an answer brings no second one. */
async function linkRejection(
  store: DataStore,
  survey: DocumentData | undefined,
  token: unknown,
): Promise<string | null> {
  if (survey?.oneAnswerPerLink !== true || !isCustomerToken(token)) return null;
  return (await store.get(SURVEY_LINK_ANSWERS, token)) ? 'link-answered' : null;
}

/**
 * What the `responses` rule refuses, refused by the local backend too: a survey that is missing,
 * not published or archived, (when it keeps `fieldIds`) an answer key that is not a field, or a
 * second answer through a personal link when the survey takes one per link; and, as the
 * server's responses trigger does after the fact, an answer out of its field's bound.
 * The shape (exact keys, a server time) is the public page's own; `add` always makes an auto id.
 */
export async function checkResponse(
  store: DataStore,
  data: DocumentData,
  alongside: readonly AlongsideWrite[],
): Promise<void> {
  const surveyId = typeof data.surveyId === 'string' ? data.surveyId : '';
  const answers =
    data.answers && typeof data.answers === 'object' && !Array.isArray(data.answers)
      ? (data.answers as Record<string, unknown>)
      : null;
  const survey = surveyId ? await store.get(SURVEYS, surveyId) : null;
  const token = tokenBeside(alongside);
  const rejection = answers
    ? (responseRejection(survey?.data, answers) ??
      (survey && oversizedAnswers(survey.data, answers).length > 0 ? 'oversized' : null) ??
      (survey &&
      hiddenAnswers(survey.data, answers, await linkValuesOf(store, token, surveyId)).length > 0
        ? 'hidden-answer'
        : null) ??
      (await linkRejection(store, survey?.data, token)))
    : 'invalid-answers';
  if (rejection) {
    throw new DataError('permission-denied', `response refused: ${rejection}`);
  }
}
