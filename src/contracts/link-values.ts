/**
 * What a personal link carries for the survey's 表示条件, by the key its conditions read: on a
 * stored survey, a reference and its outcome for the link's customer (`q3.0` → '1'); in the
 * builder's preview, a customer value itself (`sa.progress` → '商談中', survey-link-values.ts
 * names those keys). Dependency-free: the public survey page, the staff screens and the
 * functions read the stored document with it.
 */
export type LinkValues = Readonly<Record<string, string>>;

/**
 * A link carries, for each 表示条件 on a customer value, only whether it holds for the customer
 * (features/surveys/model/link-rules.ts): these two texts, never the value itself.
 */
export const LINK_CONDITION_HOLDS = '1';
export const LINK_CONDITION_FAILS = '0';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values a stored `surveyLinkValues/{token}` document carries for `surveyId`: texts only,
 * `{}` for a missing document or another survey's link.
 */
export function storedLinkValues(data: unknown, surveyId: string): LinkValues {
  if (!isRecord(data) || data.surveyId !== surveyId || !isRecord(data.values)) return {};
  return Object.fromEntries(
    Object.entries(data.values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
