import type { RouteObject } from 'react-router-dom';
import type { View } from '@/lib/host';

/**
 * Routes anonymous visitors reach. Each view (host) gets only what it serves; the admin
 * host gets all of them so the whole flow works on one origin in local mode.
 * Page modules are lazy so a visitor never downloads admin code.
 */
const surveyPublic = () => import('@/features/survey-public/routes');
const surveyPage: RouteObject = {
  lazy: () => surveyPublic().then((m) => ({ Component: m.SurveyPage })),
};
const responsePage: RouteObject = {
  lazy: () => surveyPublic().then((m) => ({ Component: m.ResponsePage })),
};
const idResolverPage: RouteObject = {
  lazy: () => surveyPublic().then((m) => ({ Component: m.IdResolverPage })),
};
const promotionPage: RouteObject = {
  lazy: () =>
    import('@/features/promotions/public-routes').then((m) => ({
      Component: m.PublicPromotionPage,
    })),
};

export function publicRoutes(view: View): RouteObject[] {
  const survey = { path: '/survey/:surveyId', ...surveyPage };
  const response = { path: '/response/:responseId', ...responsePage };
  const promotion = { path: '/promotion/:promotionId', ...promotionPage };
  switch (view) {
    case 'survey':
      return [survey, response, { path: '/:id', ...idResolverPage }];
    case 'promotion':
      return [promotion, { path: '/:id', ...promotionPage }];
    case 'response':
      return [response, { path: '/:id', ...responsePage }];
    case 'admin':
      return [survey, response, promotion, { path: '/:id', ...idResolverPage }];
  }
}
