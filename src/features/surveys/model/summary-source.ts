import { storedAnswerEntries } from './stored-response';
import { BUILDER_TRAITS, isKnownFieldType } from './field-types';
import { isNameQuestion, redactPersonal } from './redact-personal';

/**
 * What an AI summary is made of, read from the stored survey and its stored responses: the
 * generateSurveySummary function builds its prompt from this, never from text the browser sends
 * (a member could otherwise have the organisation's AI key summarise anything). Dependency-free:
 * the functions build copies it (functions/scripts/copy-shared.mjs), and local mode runs it too.
 */

type Raw = Record<string, unknown>;

/** One stored response as both backends read it: the document and its submission time. */
export interface StoredResponse {
  data: Raw;
  /** submittedAt in epoch milliseconds; null when absent (sorted last). */
  submittedAtMs: number | null;
}

export interface SummarySource {
  question: string;
  /**
   * The question's non-empty text answers, trimmed, newest first, without what identifies a
   * person (redact-personal.ts): they are sent to the AI provider.
   */
  answers: string[];
  totalAnswers: number;
}

export type SummarySourceFailure =
  'survey-missing' | 'not-enabled' | 'field-missing' | 'not-summarisable';

export type SummarySourceResult =
  { ok: true; source: SummarySource } | { ok: false; failure: SummarySourceFailure };

/** Only free-text questions the builder enabled it for can be summarised. */
export function isSummarisableField(field: { type?: unknown; enableAiSummary?: unknown }): boolean {
  return (
    typeof field.type === 'string' &&
    isKnownFieldType(field.type) &&
    BUILDER_TRAITS[field.type].aiSummary &&
    field.enableAiSummary === true
  );
}

function fieldsOf(survey: Raw): Raw[] {
  if (!Array.isArray(survey.fields)) return [];
  return survey.fields.filter((field): field is Raw => typeof field === 'object' && field !== null);
}

/** The questions whose answers name the respondent: e-mail questions and name questions. */
function identifyingFieldIds(survey: Raw): string[] {
  return fieldsOf(survey)
    .filter(
      (field) =>
        field.type === 'email' ||
        (field.type === 'text' && typeof field.label === 'string' && isNameQuestion(field.label)),
    )
    .map((field) => field.id)
    .filter((id): id is string => typeof id === 'string');
}

export function summarySource(
  survey: Raw | null,
  responses: readonly StoredResponse[],
  fieldId: string,
): SummarySourceResult {
  if (!survey) return { ok: false, failure: 'survey-missing' };
  // AI要約に回答を送信する (the survey's settings, off by default): no answer leaves without it.
  if (survey.aiSummaryEnabled !== true) return { ok: false, failure: 'not-enabled' };
  const field = fieldsOf(survey).find((candidate) => candidate.id === fieldId) ?? null;
  if (!field) return { ok: false, failure: 'field-missing' };
  if (!isSummarisableField(field)) return { ok: false, failure: 'not-summarisable' };
  const identifying = identifyingFieldIds(survey);
  const answers = [...responses]
    .sort((a, b) => (b.submittedAtMs ?? -Infinity) - (a.submittedAtMs ?? -Infinity))
    .map((response) => storedAnswerEntries(response.data))
    .flatMap((entries) => {
      const value = entries[fieldId];
      if (typeof value !== 'string' || value.trim() === '') return [];
      const own = identifying
        .map((id) => entries[id])
        .filter((known): known is string => typeof known === 'string');
      return [redactPersonal(value.trim(), own)];
    });
  return {
    ok: true,
    source: {
      question: typeof field.label === 'string' ? field.label : '',
      answers,
      totalAnswers: answers.length,
    },
  };
}
