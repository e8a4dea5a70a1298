/**
 * The collections the public survey pages read or write: surveys, their answers, statistics and
 * settings, and a personal link's first answer. Apart from collections.ts, which names the rest
 * (staff and server ones), so the public survey page's bundle carries these names only.
 */
export const SURVEYS = 'surveys';
export const RESPONSES = 'responses';
/** Responses of the earlier app, read alongside `responses`, never written. */
export const LEGACY_RESPONSES = 'surveyResponses';

export const SURVEY_STATS = 'surveyStats';
export const SURVEY_SETTINGS = 'surveySettings';
/** `surveySettings/common`: the settings every survey shares (the footer text). */
export const COMMON_SETTINGS_ID = 'common';

/**
 * `surveyAnswerSlots/{surveyId}` = { count }: the answers a survey with 回答数の上限 took, counted
 * in the same write as each response (firestore.rules keeps the count exact). Public: the page
 * says 終了 from it.
 */
export const SURVEY_ANSWER_SLOTS = 'surveyAnswerSlots';
/**
 * `surveyAnswerSlotClaims/{surveyId}` = { responseId }: which response took the newest slot,
 * written beside the count so the rules can tie one slot to one new response. Nobody reads it:
 * a response's id opens its answers (docs/security.md, "Answers stay private").
 */
export const SURVEY_ANSWER_SLOT_CLAIMS = 'surveyAnswerSlotClaims';

/**
 * `responseGates/{surveyId}_{c}` = { responseId }: written beside each response of a survey
 * without 回答数の上限, `c` the first character of the response's id. A document takes one write
 * per commit, so one commit carries at most one response per gate (the rules tie each response to
 * its gate): a script cannot post hundreds of answers in one request, while a busy survey's
 * answers spread over 62 gates (no single hot document). Nobody reads them (a response's id opens
 * its answers).
 */
export const RESPONSE_GATES = 'responseGates';

/** The gate of a response (RESPONSE_GATES). */
export const responseGateId = (surveyId: string, responseId: string): string =>
  `${surveyId}_${responseId.charAt(0)}`;

/**
 * `responseLinks/{responseId}` = { surveyId, customerToken, submittedAt }: the personal-link
 * token a response came with, written by the visitor beside the response, never onto it (a
 * response is public to anyone holding its result URL; the token would let them answer again as
 * the customer). Staff and the server read these records; visitors never.
 */
export const RESPONSE_LINKS = 'responseLinks';

/**
 * `surveyLinkAnswers/{token}`: the first response that came through a link, `{ surveyId,
 * responseId }`. Written by the server only; anyone holding the token may read it, so a second
 * visit through the same link can show the first answer's result page, and the rules can refuse
 * a second answer when the survey takes one answer per personal link.
 */
export const SURVEY_LINK_ANSWERS = 'surveyLinkAnswers';

/**
 * `surveyLinkValues/{token}` = { surveyId, values }: the customer values a personal link carries
 * for the survey's 表示条件 (only the keys its rules read, e.g. `sa.progress` → '商談中'), written
 * by staff when the link is copied. Anyone holding the token may get it, never list: it tells the
 * visitor nothing beyond the values the questions depend on.
 */
export const SURVEY_LINK_VALUES = 'surveyLinkValues';
