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
import { isEmptyAnswer, type AggregatableAnswer } from './answer-value';
import { answerTraits, type AnswerKind } from './answer-traits';
import type { LinkValues } from '@/contracts/link-values';

export type ShowIfOperator =
  | 'is'
  | 'isNot'
  | 'isAnyOf'
  | 'includes'
  | 'excludes'
  | 'atLeast'
  | 'atMost'
  | 'equals'
  | 'answered'
  | 'notAnswered';

export type ShowIfSource = { kind: 'field'; fieldId: string } | { kind: 'link'; key: string };

export interface ShowIfCondition {
  source: ShowIfSource;
  op: ShowIfOperator;
  /** Option ids (a question's), or the link value's texts; none for answered / not answered. */
  values?: readonly string[];
  /** The number compared with (rating, number). */
  number?: number;
}

export interface ShowIf {
  match: 'all' | 'any';
  conditions: readonly ShowIfCondition[];
}

/** What a condition needs of a question. */
export interface ShowIfField {
  id: string;
  type: string;
  options?: readonly { id?: string; value: string }[];
  showIf?: ShowIf;
}

export type ShowIfProblem = 'missingSource' | 'sourceNotEarlier' | 'missingOption' | 'badOperator';

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

const usesValues = (op: ShowIfOperator) =>
  ['is', 'isNot', 'isAnyOf', 'includes', 'excludes'].includes(op);
const usesNumber = (op: ShowIfOperator) => ['atLeast', 'atMost', 'equals'].includes(op);

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

const OPERATORS: readonly ShowIfOperator[] = [
  'is',
  'isNot',
  'isAnyOf',
  'includes',
  'excludes',
  'atLeast',
  'atMost',
  'equals',
  'answered',
  'notAnswered',
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored condition. What cannot be read is kept as a broken condition (no source, an operator
 * nobody takes), never dropped: a rule read wrongly must show its question, not narrow who sees it.
 */
function parseCondition(value: unknown): ShowIfCondition {
  const raw = isRecord(value) ? value : {};
  const source = isRecord(raw.source) ? raw.source : {};
  const condition: ShowIfCondition = {
    source:
      source.kind === 'link' && typeof source.key === 'string'
        ? { kind: 'link', key: source.key }
        : { kind: 'field', fieldId: typeof source.fieldId === 'string' ? source.fieldId : '' },
    op: OPERATORS.includes(raw.op as ShowIfOperator) ? (raw.op as ShowIfOperator) : ('' as never),
  };
  if (Array.isArray(raw.values))
    condition.values = raw.values.filter((item): item is string => typeof item === 'string');
  if (typeof raw.number === 'number' && Number.isFinite(raw.number)) condition.number = raw.number;
  return condition;
}

/** A stored `showIf`, or undefined when there is none (or it has no conditions). */
export function parseShowIf(value: unknown): ShowIf | undefined {
  if (!isRecord(value) || !Array.isArray(value.conditions) || value.conditions.length === 0)
    return undefined;
  return {
    match: value.match === 'any' ? 'any' : 'all',
    conditions: value.conditions.map(parseCondition),
  };
}

/** The rule with its question and option ids renamed (a copied survey gets new ids). */
export function renameShowIf(rule: ShowIf, newIdOf: (id: string) => string): ShowIf {
  return {
    ...rule,
    conditions: rule.conditions.map((condition) => ({
      ...condition,
      source:
        condition.source.kind === 'field'
          ? { kind: 'field', fieldId: newIdOf(condition.source.fieldId) }
          : condition.source,
      ...(condition.values && condition.source.kind === 'field'
        ? { values: condition.values.map(newIdOf) }
        : {}),
    })),
  };
}

/** The link values the questions' rules read (what a personal link must carry), sorted. */
export function linkKeysOf(fields: readonly ShowIfField[]): string[] {
  const keys = new Set<string>();
  for (const field of fields)
    for (const condition of field.showIf?.conditions ?? [])
      if (condition.source.kind === 'link') keys.add(condition.source.key);
  return [...keys].sort();
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
