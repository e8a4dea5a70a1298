/**
 * A personal link's response landing on its customer's row: the fields the table's schema marks
 * `onAnswer` take the answer's date. The Cloud Function on responses and the local backend's
 * trigger run this same code (functions/scripts/copy-shared.mjs copies it). Apart from
 * survey-answer.ts because it reads every table's schema, which the public page's first visit
 * (that parses links) has no room for.
 */
import { CUSTOMER_TOKEN_FIELD, isCustomerToken } from '@/contracts/customer-token';
import { tableSchema } from '@/contracts/customer-tables';
import { instantOf, tokyoDay } from '@/lib/tokyo-time';
import { LAST_SURVEY_RESPONSE_FIELD } from '../../shared/model/history-diff';
import { plannedDeliveryFor } from '../../shared/model/planned-delivery';
import { linkOfResponse, parseSurveyLink, type SurveyLink } from './survey-answer';

/**
 * What a response's arrival writes on its customer's row, or null when nothing changes: each
 * field the table's schema marks `onAnswer` (OB: アンケート回答日 = the response date in Tokyo
 * and, when 納品予定日 is empty, that date + 21 days, the add form's rule; SA: 最終接触日 = the
 * response date). Every landing records the response (`lastSurveyResponse`), which the history
 * uses to name the survey as the author.
 */
export function rowUpdateForAnswer(
  link: SurveyLink,
  row: Record<string, unknown>,
  answeredAt: Date,
  responseId: string,
): Record<string, unknown> | null {
  const date = tokyoDay(answeredAt);
  const fields: Record<string, unknown> = {};
  for (const field of tableSchema(link.table).fields) {
    if (field.onAnswer === 'answerDate') fields[field.key] = date;
    if (field.onAnswer === 'plannedDelivery' && !row[field.key])
      fields[field.key] = plannedDeliveryFor(date);
  }
  const last = row[LAST_SURVEY_RESPONSE_FIELD] as { responseId?: unknown } | undefined;
  // A redelivered response changes nothing.
  if (last?.responseId === responseId) return null;
  return { ...fields, [LAST_SURVEY_RESPONSE_FIELD]: { surveyId: link.surveyId, responseId } };
}

/** What landing a response needs of Firestore (the Admin SDK in production, fakes in tests). */
export interface LandingDb {
  /** The stored link of a token (`surveyLinks/{token}`), or null. */
  link(token: string): Promise<Record<string, unknown> | null>;
  /** Stores `data` as `surveyLinkAnswers/{token}` unless that document exists already. */
  recordFirstAnswer(token: string, data: { surveyId: string; responseId: string }): Promise<void>;
  /** Reads the row and writes its update in one transaction. */
  updateRow(
    path: string,
    update: (row: Record<string, unknown>) => Record<string, unknown> | null,
  ): Promise<'updated' | 'unchanged' | 'missing'>;
}

export type Landing = 'no-link' | 'updated' | 'unchanged' | 'missing';

/**
 * Sets the customer's row from a response that carries a valid personal-link token (OB: survey
 * date and, if empty, planned delivery; SA: last contact; survey-answer.ts). Unknown or forged
 * tokens, or a token of another survey, change nothing: the response stays a plain anonymous
 * answer. The link's first response is recorded (`surveyLinkAnswers`). Safe to run twice for
 * one response (the row remembers the response it landed; the first answer is never replaced).
 */
export async function landOnCustomer(
  db: LandingDb,
  responseId: string,
  response: Record<string, unknown>,
  now: () => Date = () => new Date(),
): Promise<Landing> {
  const token = response[CUSTOMER_TOKEN_FIELD];
  if (!isCustomerToken(token)) return 'no-link';
  const link = linkOfResponse(response, parseSurveyLink(await db.link(token)));
  if (!link) return 'no-link';
  const answeredAt = instantOf(response.submittedAt) ?? now();
  await db.recordFirstAnswer(token, { surveyId: link.surveyId, responseId });
  return db.updateRow(`${link.table}/${link.rowId}`, (row) =>
    rowUpdateForAnswer(link, row, answeredAt, responseId),
  );
}
