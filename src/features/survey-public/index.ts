// The public survey area's API for staff screens: the visitors' answer form, which the survey
// preview renders as is (with `preview`, so nothing is sent).
export { SurveyForm as PublicSurveyForm } from './components/survey-form';
