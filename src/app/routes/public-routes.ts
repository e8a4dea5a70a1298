import type { View } from '@/lib/view-for-host';
import type { PublicRoute } from '@/lib/public-router';

/**
 * Routes anonymous visitors reach. Each view (host) gets only what it serves; the admin host
 * gets all of them so the whole flow works on one origin in local mode. Page modules are lazy
 * so a visitor downloads only the page's own chunk.
 */
const surveyPublic = () => import('@/features/survey-public/routes');
// The survey page on its own: its first view does not carry the result page's aggregates.
const surveyPage = () => import('@/features/survey-public/components/survey-page');
const promotionPublic = () => import('@/features/promotions/public-routes');

const route = (path: string, load: PublicRoute['load']): PublicRoute => ({ path, load });
const survey: PublicRoute = {
  ...route('/survey/:surveyId', () => surveyPage().then((m) => m.SurveyPage)),
  // The survey is read before the page mounts: its first render is the form.
  data: ({ surveyId }) => surveyPage().then((m) => m.loadSurvey(surveyId ?? '')),
};
const response = route('/response/:responseId', () => surveyPublic().then((m) => m.ResponsePage));
const promotion = route('/promotion/:promotionId', () =>
  promotionPublic().then((m) => m.PublicPromotionPage),
);
const idResolver = route('/:id', () => surveyPublic().then((m) => m.IdResolverPage));

const byView: Record<View, readonly PublicRoute[]> = {
  survey: [survey, response, idResolver],
  promotion: [promotion, { ...promotion, path: '/:id' }],
  response: [response, { ...response, path: '/:id' }],
  admin: [survey, response, promotion, idResolver],
};

export function publicRoutes(view: View): readonly PublicRoute[] {
  return byView[view];
}
