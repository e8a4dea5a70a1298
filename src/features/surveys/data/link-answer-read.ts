import { SURVEY_LINK_ANSWERS, SURVEY_LINK_VALUES } from '@/contracts/survey-collections';
import { publicData } from '@/lib/backend/public-data';
import { isCustomerToken } from '@/contracts/customer-token';
import { storedLinkValues, type LinkValues } from '@/contracts/link-values';

/**
 * The response a personal link first brought to this survey, or null (no token, a forged one,
 * none yet, or a link of another survey). Visitors may read it: it names a survey and a
 * response, never the customer. A module of its own, imported only by the code that runs for a
 * personal link, so the public survey page's first download does not carry it.
 */
export async function firstLinkAnswer(surveyId: string, token: unknown): Promise<string | null> {
  if (!isCustomerToken(token)) return null;
  const data = (await publicData().get(SURVEY_LINK_ANSWERS, token))?.data;
  return data?.surveyId === surveyId && typeof data.responseId === 'string'
    ? data.responseId
    : null;
}

/**
 * The customer values a personal link carries for this survey's 表示条件 (`{}` without a token,
 * for a forged one or a link of another survey).
 */
export async function linkValuesOf(surveyId: string, token: unknown): Promise<LinkValues> {
  if (!isCustomerToken(token)) return {};
  return storedLinkValues((await publicData().get(SURVEY_LINK_VALUES, token))?.data, surveyId);
}
