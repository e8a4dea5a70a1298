/** Collection names of the survey area, as the spec names them (each written once). */
export const SURVEYS = 'surveys';
export const RESPONSES = 'responses';
export const LEGACY_RESPONSES = 'surveyResponses';
export const SURVEY_STATS = 'surveyStats';
export const SURVEY_SETTINGS = 'surveySettings';
/** AI summary drafts, staff only: `surveySummaries/{surveyId}` = { [fieldId]: summary }. */
export const SURVEY_SUMMARIES = 'surveySummaries';
export const COMMON_SETTINGS_ID = 'common';
