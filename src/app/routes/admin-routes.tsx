import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage, RequireAuth } from '@/features/auth';
import { paths } from '@/lib/paths';
import { AppShell } from '../shell/app-shell';
import { NotFoundPage, RouteErrorPage } from './fallback-pages';

/** Protected screens, each lazy so the first load stays small. One line per route. */
const protectedScreens: RouteObject[] = [
  {
    path: paths.surveys,
    lazy: () => import('@/features/surveys/routes').then((m) => ({ Component: m.SurveyListPage })),
  },
  {
    path: paths.surveyCreate,
    lazy: () =>
      import('@/features/surveys/routes').then((m) => ({ Component: m.SurveyCreatePage })),
  },
  {
    path: '/surveys/:surveyId/edit',
    lazy: () => import('@/features/surveys/routes').then((m) => ({ Component: m.SurveyEditPage })),
  },
  {
    path: '/surveys/:surveyId/results',
    lazy: () =>
      import('@/features/surveys/results-routes').then((m) => ({ Component: m.SurveyResultsPage })),
  },
  {
    path: paths.settings,
    lazy: () =>
      import('@/features/surveys/routes').then((m) => ({ Component: m.SurveySettingsPage })),
  },
  {
    path: paths.members,
    lazy: () => import('@/features/members/routes').then((m) => ({ Component: m.MembersPage })),
  },
  {
    path: paths.mentions,
    lazy: () => import('@/features/mentions/routes').then((m) => ({ Component: m.MentionsPage })),
  },
  {
    path: paths.promotions,
    lazy: () =>
      import('@/features/promotions/routes').then((m) => ({ Component: m.PromotionListPage })),
  },
  {
    path: paths.promotionCreate,
    lazy: () =>
      import('@/features/promotions/routes').then((m) => ({ Component: m.PromotionCreatePage })),
  },
  {
    path: '/promotions/:promotionId/edit',
    lazy: () =>
      import('@/features/promotions/routes').then((m) => ({ Component: m.PromotionEditPage })),
  },
  {
    path: paths.sa,
    lazy: () => import('@/features/sa/routes').then((m) => ({ Component: m.SaPage })),
  },
  {
    path: paths.ob,
    lazy: () => import('@/features/ob/routes').then((m) => ({ Component: m.ObPage })),
  },
  {
    path: paths.gtm,
    lazy: () => import('@/features/gtm/routes').then((m) => ({ Component: m.GtmPage })),
  },
  {
    path: paths.dropdowns,
    lazy: () =>
      import('@/features/dropdowns/routes').then((m) => ({ Component: m.DropdownManagementPage })),
  },
];

export function adminRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.login, element: <LoginPage /> },
        { path: '/', element: <Navigate to={paths.surveys} replace /> },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppShell />,
              children: [{ errorElement: <RouteErrorPage />, children: protectedScreens }],
            },
            // Outside the shell: staff see the survey exactly as a visitor will.
            {
              path: '/surveys/:surveyId/preview',
              errorElement: <RouteErrorPage />,
              lazy: () =>
                import('@/features/surveys/routes').then((m) => ({
                  Component: m.SurveyPreviewPage,
                })),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
