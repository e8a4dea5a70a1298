// Page components the public router lazy-loads; nothing here imports admin code or charts.
export { SurveyPage } from './components/survey-page';
export { ResponsePage } from './components/response-page';
export { IdResolverPage } from './components/id-resolver-page';
