/**
 * Which responses a survey accepts: the same conditions as the `responses` block of
 * firestore.rules, for the browser-local backend (which has no rules) and for tests.
 */

/** The ids of a survey's fields, stored as `fieldIds` on every save so the rules can check keys. */
export function fieldIdsOf(fields: readonly { id: string }[]): string[] {
  return fields.map((field) => field.id);
}

import { closingReason } from './closing';

type ResponseRejection =
  'missing-survey' | 'not-published' | 'archived' | 'closed' | 'unknown-field';

/**
 * Why a stored survey document refuses these answers, or null when it accepts them: it must
 * exist, be published and not archived, and not past its closing time or answer limit (issue 27);
 * when it keeps `fieldIds`, every answer key must be one of them (legacy surveys without the list
 * accept any keys).
 */
export function responseRejection(
  survey: Record<string, unknown> | null | undefined,
  answers: Record<string, unknown>,
  now: Date = new Date(),
): ResponseRejection | null {
  if (!survey) return 'missing-survey';
  if (survey.status !== 'published') return 'not-published';
  if (survey.isArchived === true) return 'archived';
  if (closingReason(survey, now)) return 'closed';
  if ('fieldIds' in survey) {
    const ids = survey.fieldIds;
    if (!Array.isArray(ids)) return 'unknown-field';
    const known = new Set(ids);
    if (Object.keys(answers).some((key) => !known.has(key))) return 'unknown-field';
  }
  return null;
}
