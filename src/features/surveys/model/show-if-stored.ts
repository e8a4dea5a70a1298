/**
 * 表示条件 as stored on a question: the rule's types, reading a stored rule, renaming its ids in a
 * copy, and the link values rules read. What applies a rule (which questions are shown) is
 * show-if.ts; this part is all the public survey page carries for a survey without rules, so it
 * stays small and dependency-free (copied into functions/ like the rest).
 */

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
    // An operator this version does not know stays as stored: showIfProblem calls it broken.
    op: (typeof raw.op === 'string' ? raw.op : '') as ShowIfOperator,
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

/** The link values the questions' rules read (what a personal link must carry), sorted. */
export function linkKeysOf(fields: readonly ShowIfField[]): string[] {
  const keys = new Set<string>();
  for (const field of fields)
    for (const condition of field.showIf?.conditions ?? [])
      if (condition.source.kind === 'link') keys.add(condition.source.key);
  return [...keys].sort();
}
