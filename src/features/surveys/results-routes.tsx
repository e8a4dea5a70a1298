// The results screen, lazy-loaded on its own so recharts stays out of every other chunk.
export { SurveyResultsPage } from './components/results/results-page';
