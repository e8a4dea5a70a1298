import {
  addResponse,
  type AggregatableAnswer,
  type AggregatableField,
  type SurveyStats,
} from '../shared/aggregate-answers.js';
import { isCurrentStats, parseStats } from '../shared/parse-stats.js';
import {
  isCountableResponse,
  storedAnswerEntries,
  storedFields,
  toAggregatableAnswer,
} from '../shared/stored-response.js';
import { oversizedAnswers } from '../shared/response-acceptance.js';
import type { LinkValues } from '../shared/show-if.js';

/** The field a processed response carries, so a retried trigger does not count it twice. */
export const COUNTED_MARKER = 'statsCountedAt';
/**
 * Stored on surveyStats after a recount: the creation time of the newest response it includes.
 * A response created at or before it was counted by the recount, whatever its own trigger does.
 */
export const RECOUNT_THROUGH = 'recountThrough';

/** A Firestore time (Admin SDK Timestamp, or the same two numbers from a test). */
export interface Instant {
  readonly seconds: number;
  readonly nanoseconds: number;
}

export function toInstant(value: unknown): Instant | null {
  if (typeof value !== 'object' || value === null) return null;
  const { seconds, nanoseconds } = value as Record<string, unknown>;
  return typeof seconds === 'number' && typeof nanoseconds === 'number'
    ? { seconds, nanoseconds }
    : null;
}

export function isAtOrBefore(a: Instant, b: Instant): boolean {
  return a.seconds < b.seconds || (a.seconds === b.seconds && a.nanoseconds <= b.nanoseconds);
}

/** No answer out of its field's bound (response-acceptance.ts): such a response is never counted. */
function isBounded(survey: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return oversizedAnswers(survey, storedAnswerEntries(data)).length === 0;
}

export function answersOf(data: Record<string, unknown>): Record<string, AggregatableAnswer> {
  const answers: Record<string, AggregatableAnswer> = {};
  for (const [fieldId, value] of Object.entries(storedAnswerEntries(data)))
    answers[fieldId] = toAggregatableAnswer(value);
  return answers;
}

export interface StatsInput {
  /** responses/{id} as stored now (null when it was deleted before the trigger ran). */
  response: Record<string, unknown> | null;
  /** When the response was created (server time); every response has one. */
  responseCreated: Instant | null;
  survey: Record<string, unknown> | null;
  stats: Record<string, unknown> | null;
  /** A recount made outside the transaction, when the previous plan asked for one. */
  recount?: Recount;
  /** The customer values of the response's personal link, for 表示条件 (none: `{}`). */
  link?: LinkValues;
}

export interface Recount {
  stats: SurveyStats;
  /** The recount holds every countable response created at or before this time. */
  through: Instant;
}

export type StatsPlan =
  /** Nothing to write: response gone or already counted, survey unknown, not countable. */
  | { kind: 'skip' }
  /** Already included by a recount: only mark the response. */
  | { kind: 'mark' }
  /** No statistics in today's format: recount (outside the transaction) and plan again. */
  | { kind: 'recount'; surveyId: string; through: Instant }
  | { kind: 'write'; stats: SurveyStats; through: Instant | null };

/**
 * Pure core of the trigger on responses/{id}: what to do with the statistics of its survey. The
 * same fold as the results page and the local backend
 * (src/features/surveys/model/aggregate-answers.ts).
 */
export function planStatsUpdate(input: StatsInput): StatsPlan {
  const { response, responseCreated, survey, stats, recount, link = {} } = input;
  if (!response || response[COUNTED_MARKER] !== undefined || !survey) return { kind: 'skip' };
  const surveyId = response.surveyId;
  if (
    typeof surveyId !== 'string' ||
    !isCountableResponse(response, surveyId) ||
    !isBounded(survey, response)
  )
    return { kind: 'skip' };
  const fields: AggregatableField[] = storedFields(survey);
  if (stats && isCurrentStats(stats)) {
    const through = toInstant(stats[RECOUNT_THROUGH]);
    if (through && responseCreated && isAtOrBefore(responseCreated, through))
      return { kind: 'mark' };
    return {
      kind: 'write',
      stats: addResponse(parseStats(stats), fields, answersOf(response), link),
      through,
    };
  }
  // Missing (answered before the trigger existed) or written before version 2 (choices keyed by
  // answer text, possibly poisoned): count everything again rather than fold into it.
  if (!recount) {
    if (!responseCreated) return { kind: 'skip' };
    return { kind: 'recount', surveyId, through: responseCreated };
  }
  const included = responseCreated !== null && isAtOrBefore(responseCreated, recount.through);
  return {
    kind: 'write',
    stats: included ? recount.stats : addResponse(recount.stats, fields, answersOf(response), link),
    through: recount.through,
  };
}

/**
 * Folds one page of a recount into `stats`: countable responses only (this survey, answers
 * present); with `through`, only those created at or before it (legacy responses have no trigger
 * and are all counted, so they are folded with `through` null).
 */
export function foldRecountPage(
  stats: SurveyStats,
  survey: Record<string, unknown>,
  surveyId: string,
  page: readonly {
    data: Record<string, unknown>;
    created: Instant | null;
    /** Its personal link's customer values, for 表示条件. */
    link?: LinkValues;
  }[],
  through: Instant | null,
): SurveyStats {
  const fields = storedFields(survey);
  let next = stats;
  for (const doc of page) {
    if (!isCountableResponse(doc.data, surveyId) || !isBounded(survey, doc.data)) continue;
    if (through && !(doc.created && isAtOrBefore(doc.created, through))) continue;
    next = addResponse(next, fields, answersOf(doc.data), doc.link);
  }
  return next;
}
