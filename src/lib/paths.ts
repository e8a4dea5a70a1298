import { env } from './env';

/**
 * Public links. With a configured base URL the id sits right under the host ({host}/{id});
 * without one everything runs on the current origin, where /{id} goes through the id resolver
 * and promotions keep their explicit /promotion/{id} route.
 */
function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function surveyPublicUrl(surveyId: string, base = env.surveyBaseUrl): string {
  return `${base ?? currentOrigin()}/${encodeURIComponent(surveyId)}`;
}

export function responsePublicUrl(responseId: string, base = env.surveyBaseUrl): string {
  return `${base ?? currentOrigin()}/${encodeURIComponent(responseId)}`;
}

export function promotionPublicUrl(promotionId: string, base = env.promotionBaseUrl): string {
  const id = encodeURIComponent(promotionId);
  return base ? `${base}/${id}` : `${currentOrigin()}/promotion/${id}`;
}

/** Admin routes, one place for every path string the app navigates to. */
export const paths = {
  login: '/login',
  surveys: '/surveys',
  surveyCreate: '/surveys/create',
  surveyEdit: (id: string) => `/surveys/${encodeURIComponent(id)}/edit`,
  surveyResults: (id: string) => `/surveys/${encodeURIComponent(id)}/results`,
  surveyPreview: (id: string) => `/surveys/${encodeURIComponent(id)}/preview`,
  settings: '/settings',
  members: '/members',
  mentions: '/mentions',
  promotions: '/promotions',
  promotionCreate: '/promotions/create',
  promotionEdit: (id: string) => `/promotions/${encodeURIComponent(id)}/edit`,
  sa: '/sa',
  ob: '/ob',
  gtm: '/gtm',
  dropdowns: '/dropdown-management',
  publicSurvey: (id: string) => `/survey/${encodeURIComponent(id)}`,
  publicPromotion: (id: string) => `/promotion/${encodeURIComponent(id)}`,
  publicResponse: (id: string) => `/response/${encodeURIComponent(id)}`,
} as const;
