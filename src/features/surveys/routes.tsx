// Pages the router lazy-loads for survey management (one chunk).
export { SurveyListPage } from './components/survey-list-page';
export { SurveySettingsPage } from './components/settings-page';
export { SurveyCreatePage } from './components/survey-create-page';
export { SurveyEditPage } from './components/survey-edit-page';
export { SurveyPreviewPage } from './components/preview/survey-preview-page';
