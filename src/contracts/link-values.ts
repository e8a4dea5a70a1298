/**
 * A personal link's customer values, by key (`sa.progress` → '商談中'): what the survey's 表示条件
 * read of the link's customer (survey-link-values.ts names the keys). Dependency-free: the public
 * survey page, the staff screens and the functions read the stored document with it.
 */
export type LinkValues = Readonly<Record<string, string>>;

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
