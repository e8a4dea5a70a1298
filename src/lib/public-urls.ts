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
