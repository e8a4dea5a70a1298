// The survey area's public API for other features (survey-public reads these types and parsers).
export type * from './model/types';
export { FIELD_TYPES, CHART_TYPES, CHOICE_FIELD_TYPES, DEFAULT_CHART_TYPE } from './model/types';
export {
  parseSurvey,
  parseResponse,
  parseAnswers,
  parseSettings,
  parseField,
} from './model/parse-survey';
export * from './model/aggregate-answers';
export { getSurvey, publicLinkOf } from './data/surveys';
