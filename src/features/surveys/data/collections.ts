/** Collection names of the survey area, as the spec names them (each written once). */
export const SURVEYS = 'surveys';
export const RESPONSES = 'responses';
export const LEGACY_RESPONSES = 'surveyResponses';
export const SURVEY_STATS = 'surveyStats';
export const SURVEY_SETTINGS = 'surveySettings';
/** AI summary drafts, staff only: `surveySummaries/{surveyId}` = { [fieldId]: summary }. */
export const SURVEY_SUMMARIES = 'surveySummaries';
export const COMMON_SETTINGS_ID = 'common';
/**
 * `surveyAnswerSlots/{surveyId}` = { count, lastId }: the answers a survey with 回答数の上限 took,
 * counted in the same write as each response (firestore.rules keeps the count exact).
 */
export const SURVEY_ANSWER_SLOTS = 'surveyAnswerSlots';
