/**
 * 表示条件: which questions a visitor sees, from their earlier answers and the personal link's
 * customer values. The one function every part uses (the public page, required answers, what a
 * submit sends, the results, the CSV, the AI summary, any check on the server): nothing else
 * decides it. Dependency-free, like the answer traits, so the public page and the functions can
 * load it.
 *
 * A condition's source is an earlier question (no loops) or a link value. Choice values are
 * option ids, so renaming an option keeps the rule. A rule that no longer holds together (its
 * question deleted or moved below, its option deleted, an operator its source does not take)
 * shows the question to everyone: a broken rule never hides a question silently.
 */
import type { LinkValues } from '@/contracts/link-values';
import { isEmptyAnswer, type AggregatableAnswer } from './answer-value';
import { answerTraits, type AnswerKind } from './answer-traits';
import {
  type ShowIf,
  type ShowIfCondition,
  type ShowIfField,
  type ShowIfOperator,
  type ShowIfProblem,
} from './show-if-stored';

export type { ShowIf, ShowIfCondition, ShowIfField, ShowIfOperator, ShowIfProblem };

const PRESENCE: readonly ShowIfOperator[] = ['answered', 'notAnswered'];

/** The operators a source takes: by its answer kind, or a link value's. */
export function operatorsFor(kind: AnswerKind | 'link' | null): readonly ShowIfOperator[] {
  switch (kind) {
    case 'choice':
    case 'link':
      return ['is', 'isNot', 'isAnyOf', ...PRESENCE];
    case 'choices':
      return ['includes', 'excludes', ...PRESENCE];
    case 'rating':
    case 'number':
      return ['atLeast', 'atMost', 'equals', ...PRESENCE];
    default:
      return PRESENCE;
  }
}

/** Whether the operator compares with option ids or link texts (`values`). */
export const usesValues = (op: ShowIfOperator) =>
  ['is', 'isNot', 'isAnyOf', 'includes', 'excludes'].includes(op);
/** Whether the operator compares with a number (`number`). */
export const usesNumber = (op: ShowIfOperator) => ['atLeast', 'atMost', 'equals'].includes(op);

/** Why one condition of the question at `index` does not hold together, or null. */
function conditionProblem(
  condition: ShowIfCondition,
  fields: readonly ShowIfField[],
  index: number,
): ShowIfProblem | null {
  if (condition.source.kind === 'link') {
    return operatorsFor('link').includes(condition.op) ? null : 'badOperator';
  }
  const { fieldId } = condition.source;
  const at = fields.findIndex((field) => field.id === fieldId);
  if (at < 0) return 'missingSource';
  if (at >= index) return 'sourceNotEarlier';
  const source = fields[at]!;
  if (!operatorsFor(answerTraits(source.type)?.kind ?? null).includes(condition.op))
    return 'badOperator';
  if (usesNumber(condition.op) && !Number.isFinite(condition.number)) return 'badOperator';
  if (usesValues(condition.op)) {
    const ids = new Set((source.options ?? []).map((option) => option.id));
    const values = condition.values ?? [];
    if (values.length === 0 || values.some((id) => !ids.has(id))) return 'missingOption';
  }
  return null;
}

/** Why the rule of the question at `index` does not hold together, or null (none, or sound). */
export function showIfProblem(fields: readonly ShowIfField[], index: number): ShowIfProblem | null {
  const rule = fields[index]?.showIf;
  if (!rule || rule.conditions.length === 0) return null;
  for (const condition of rule.conditions) {
    const problem = conditionProblem(condition, fields, index);
    if (problem) return problem;
  }
  return null;
}

type Answers = Readonly<Record<string, AggregatableAnswer>>;
export type { LinkValues };

function holds(
  condition: ShowIfCondition,
  answer: AggregatableAnswer,
  source: ShowIfField | null,
): boolean {
  if (condition.op === 'answered') return !isEmptyAnswer(answer);
  if (condition.op === 'notAnswered') return isEmptyAnswer(answer);
  if (isEmptyAnswer(answer)) return condition.op === 'isNot' || condition.op === 'excludes';
  // A question's choices are compared by option id; a link value by its text.
  const byId = new Map((source?.options ?? []).map((option) => [option.value, option.id]));
  const idOf = (value: string) => (source ? (byId.get(value) ?? null) : value);
  const wanted = new Set(condition.values ?? []);
  const given = (Array.isArray(answer) ? answer : [answer]).map((value) => idOf(String(value)));
  const number = Number(answer);
  switch (condition.op) {
    case 'is':
    case 'isAnyOf':
      return given.some((id) => id !== null && wanted.has(id));
    case 'isNot':
      return !given.some((id) => id !== null && wanted.has(id));
    case 'includes':
      return [...wanted].every((id) => given.includes(id));
    case 'excludes':
      return ![...wanted].some((id) => given.includes(id));
    case 'atLeast':
      return number >= condition.number!;
    case 'atMost':
      return number <= condition.number!;
    case 'equals':
      return number === condition.number;
  }
}

/** Whether a condition on a personal link's customer value holds for the value (none: absent). */
export const linkConditionHolds = (condition: ShowIfCondition, value: string | undefined) =>
  holds(condition, value, null);

/**
 * The ids of the questions shown for these answers and link values, in the questions' order. A
 * question hidden by its rule counts as not answered for the rules after it (its answer is never
 * sent). A rule with a problem shows its question.
 */
export function visibleFieldIds(
  fields: readonly ShowIfField[],
  answers: Answers,
  link: LinkValues = {},
): Set<string> {
  const visible = new Set<string>();
  const byId = new Map(fields.map((field) => [field.id, field]));
  fields.forEach((field, index) => {
    const rule = field.showIf;
    if (!rule || rule.conditions.length === 0 || showIfProblem(fields, index)) {
      visible.add(field.id);
      return;
    }
    const results = rule.conditions.map((condition) => {
      if (condition.source.kind === 'link')
        return holds(condition, link[condition.source.key], null);
      const { fieldId } = condition.source;
      const answer = visible.has(fieldId) ? answers[fieldId] : undefined;
      return holds(condition, answer, byId.get(fieldId) ?? null);
    });
    if (rule.match === 'all' ? results.every(Boolean) : results.some(Boolean))
      visible.add(field.id);
  });
  return visible;
}

/** The answers to send: those of the questions shown (what was typed for a hidden one is not). */
export function answersToSend<V extends AggregatableAnswer>(
  fields: readonly ShowIfField[],
  answers: Readonly<Record<string, V>>,
  link: LinkValues = {},
): Record<string, V> {
  const visible = visibleFieldIds(fields, answers, link);
  return Object.fromEntries(Object.entries(answers).filter(([id]) => visible.has(id)));
}
