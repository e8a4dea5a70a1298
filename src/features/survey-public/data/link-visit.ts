import { firstLinkAnswer, linkValuesOf, type LinkValues } from '@/features/surveys';

/**
 * A visit through a personal link (`?c={token}`, made on an SA / OB row). Loaded only when the
 * page has a token and the survey takes one answer per link, or when answers are sent: the
 * public survey page's first download has a budget (docs/performance.md).
 */
export const linkToken = (): string | null => new URLSearchParams(window.location.search).get('c');

/** The response this visit's link already brought to the survey, or null (also when unreadable). */
export const answeredThroughLink = (surveyId: string): Promise<string | null> =>
  firstLinkAnswer(surveyId, linkToken()).catch(() => null);

/** The customer values this visit's link carries for the survey's 表示条件 (`{}` when unreadable). */
export const linkValuesOfVisit = (surveyId: string): Promise<LinkValues> =>
  linkValuesOf(surveyId, linkToken()).catch(() => ({}));
