import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage, RequireAuth, RequirePermission } from '@/features/auth';
import { commonStrings } from '@/components/ui/strings';
import { paths } from '@/lib/paths';
import { DEAL_LIST, OB_LIST, SA_LIST } from '@/contracts/collections';
import { AppShell } from '../shell/app-shell';
import { NotFoundPage, RouteErrorPage } from './fallback-pages';
import { customerDuplicatesScreens, customerTableScreens } from './customer-table-routes';
import { TitledOutlet, titled } from './route-title';
import { withListSnapshots } from './with-list-snapshots';
import { shellStrings as t } from '../strings';

/**
 * Protected screens, each lazy so the first load stays small. `titled` names the screen in the
 * browser tab ('アンケート管理 | Back Office'), set once by `TitledOutlet`.
 */
const protectedScreens: RouteObject[] = [
  {
    path: paths.myPage,
    ...titled(t.myPage),
    lazy: withListSnapshots([SA_LIST, OB_LIST], () =>
      import('@/features/my-page/routes').then((m) => ({ Component: m.MyPage })),
    ),
  },
  {
    path: paths.surveys,
    ...titled(t.surveysTitle),
    lazy: () => import('@/features/surveys/routes').then((m) => ({ Component: m.SurveyListPage })),
  },
  {
    path: '/surveys/:surveyId/results',
    ...titled(t.surveyResults),
    lazy: () =>
      import('@/features/surveys/results-routes').then((m) => ({ Component: m.SurveyResultsPage })),
  },
  {
    path: paths.members,
    ...titled(t.membersTitle),
    lazy: () => import('@/features/members/routes').then((m) => ({ Component: m.MembersPage })),
  },
  {
    path: paths.mentions,
    ...titled(t.mentionsTitle),
    lazy: () => import('@/features/mentions/routes').then((m) => ({ Component: m.MentionsPage })),
  },
  {
    path: paths.promotions,
    ...titled(t.promotionsTitle),
    lazy: () =>
      import('@/features/promotions/routes').then((m) => ({ Component: m.PromotionListPage })),
  },
  ...customerTableScreens(),
  {
    path: paths.dealForecast,
    ...titled(t.dealForecastTitle),
    lazy: withListSnapshots([DEAL_LIST], () =>
      import('@/features/deals/routes').then((m) => ({ Component: m.ForecastPage })),
    ),
  },
  {
    path: paths.trash,
    ...titled(t.trashTitle),
    lazy: () => import('@/features/trash/routes').then((m) => ({ Component: m.TrashPage })),
  },
  {
    path: paths.gtm,
    ...titled(t.gtmTitle),
    lazy: () => import('@/features/gtm/routes').then((m) => ({ Component: m.GtmPage })),
  },
  {
    // 管理者 only: anyone else sees why instead (the rules refuse the reads anyway).
    element: <RequirePermission need="admin" />,
    children: [
      {
        path: paths.auditLog,
        ...titled(t.auditLogTitle),
        lazy: () => import('@/features/audit/routes').then((m) => ({ Component: m.AuditLogPage })),
      },
      {
        path: paths.privacyRequests,
        ...titled(t.privacyRequestsTitle),
        lazy: () => import('@/features/privacy/routes').then((m) => ({ Component: m.PrivacyPage })),
      },
    ],
  },
  {
    // Screens that edit: 閲覧のみ sees why instead (the rules refuse the writes anyway).
    element: <RequirePermission need="edit" />,
    children: [
      {
        path: paths.surveyCreate,
        ...titled(t.surveyCreate),
        lazy: () =>
          import('@/features/surveys/routes').then((m) => ({ Component: m.SurveyCreatePage })),
      },
      {
        path: '/surveys/:surveyId/edit',
        ...titled(t.surveyEdit),
        lazy: () =>
          import('@/features/surveys/routes').then((m) => ({ Component: m.SurveyEditPage })),
      },
      {
        path: paths.settings,
        ...titled(t.settings),
        lazy: () =>
          import('@/features/surveys/routes').then((m) => ({ Component: m.SurveySettingsPage })),
      },
      {
        path: paths.promotionCreate,
        ...titled(t.promotionCreate),
        lazy: () =>
          import('@/features/promotions/routes').then((m) => ({
            Component: m.PromotionCreatePage,
          })),
      },
      {
        path: '/promotions/:promotionId/edit',
        ...titled(t.promotionEdit),
        lazy: () =>
          import('@/features/promotions/routes').then((m) => ({ Component: m.PromotionEditPage })),
      },
      ...customerDuplicatesScreens(),
      {
        path: paths.dropdowns,
        ...titled(t.dropdownsTitle),
        lazy: () =>
          import('@/features/dropdowns/routes').then((m) => ({
            Component: m.DropdownManagementPage,
          })),
      },
    ],
  },
];

export function adminRoutes(): RouteObject[] {
  return [
    {
      element: <TitledOutlet />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.login, element: <LoginPage />, ...titled(t.loginTitle) },
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
              ...titled(t.surveyPreview),
              lazy: () =>
                import('@/features/surveys/routes').then((m) => ({
                  Component: m.SurveyPreviewPage,
                })),
            },
          ],
        },
        { path: '*', element: <NotFoundPage />, ...titled(commonStrings.notFoundTitle) },
      ],
    },
  ];
}
