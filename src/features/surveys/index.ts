// The survey area's public API: the types, the field registry and the visitors' read API that
// the survey-public pages use; and the catalog SA and OB offer personal links from. The public
// survey page imports this: what it carries must stay free of the staff backend and of React
// state (its bundle has a budget), so the preview's slot is imported by the app directly.
export type * from './model/types';
export { isEmptyAnswer } from './model/answer-value';
export { ANSWER_TRAITS, answerTraits } from './model/answer-traits';
export { FIELD_TYPES } from './model/field-types';
export { aggregateAnswers, average, type SurveyStats } from './model/aggregate-answers';
export { parseStats } from './model/parse-stats';
export { chartRows, isMultiSelect } from './model/chart-rows';
export { parseSurvey } from './model/parse-survey';
export { closingReason as surveyClosingReason } from './model/closing';
export { getPublicSurvey, resolvePublicId } from './data/public-read';
export { prepareSubmit, submitResponse } from './data/public-submit';
export { firstLinkAnswer, linkValuesOf } from './data/link-answer-read';
export { linkKeysOf } from './model/show-if-stored';
export type { LinkValues } from '@/contracts/link-values';
export { loadSurveyLogic, type SurveyLogic } from './model/load-survey-logic';
export { getPublicResponse, getSurveyStats, getFooterText } from './data/public-result-read';
export { surveyCatalogOf } from './data/survey-catalog';
