/**
 * A personal link reveals nothing of how the company classes its customer. A 表示条件 on a link's
 * customer value (「進捗 が 失注（価格） のとき」) is stored in two parts:
 *
 * - on the survey, which visitors read: a reference and nothing else,
 *   `{ source: { kind: 'link', key: '{fieldId}.{n}' }, op: 'is', values: ['1'] }` (or `isNot '0'`
 *   when the condition holds for a visitor without a link);
 * - in `surveyLinkRules/{surveyId}`, which only staff read: what the reference stands for.
 *
 * When staff copy a customer's link, each reference's outcome for that customer, '1' or '0', is
 * written beside the link (`surveyLinkValues/{token}`): the visitor's page and the server decide
 * with the same show-if.ts as before, and nobody holding the link learns a label or a key.
 */
import type { CustomerTable } from '@/contracts/collections';
import { LINK_VALUE_SOURCES, linkValuesOfRow } from '@/contracts/survey-link-values';
import { LINK_CONDITION_HOLDS, LINK_CONDITION_FAILS } from '@/contracts/link-values';
import { linkConditionHolds, operatorsFor } from './show-if';
import { parseShowIf, type ShowIfCondition, type ShowIfField } from './show-if-stored';

/** What each reference on the survey stands for: the condition as the builder made it. */
export type LinkRules = Readonly<Record<string, ShowIfCondition>>;

/**
 * A condition on a customer value as the builder writes it (not yet a reference). No module-level
 * value is computed here: the surveys' index (which the public page imports) reaches this file,
 * and top-level work would keep it, and show-if.ts, in the public bundle.
 */
const isCustomerCondition = ({ source }: ShowIfCondition) =>
  source.kind === 'link' && LINK_VALUE_SOURCES.some(({ key }) => key === source.key);

/** The reference a stored survey carries for its question's n-th condition. */
const referenceOf = (fieldId: string, index: number) => `${fieldId}.${index}`;

/**
 * The reference that stands for `condition` on the survey. A condition whose operator a link
 * value does not take keeps it: the rule stays broken and shows its question to everyone, as it
 * did before it was stored.
 */
function referenceCondition(key: string, condition: ShowIfCondition): ShowIfCondition {
  const source = { kind: 'link', key } as const;
  if (!operatorsFor('link').includes(condition.op)) return { source, op: condition.op };
  return linkConditionHolds(condition, undefined)
    ? { source, op: 'isNot', values: [LINK_CONDITION_FAILS] }
    : { source, op: 'is', values: [LINK_CONDITION_HOLDS] };
}

/**
 * The questions as the survey document stores them (each condition on a customer value replaced
 * by its reference) and what the references stand for.
 */
export function splitLinkRules<F extends ShowIfField>(
  fields: readonly F[],
): { fields: F[]; rules: Record<string, ShowIfCondition> } {
  const rules: Record<string, ShowIfCondition> = {};
  const stored = fields.map((field) => {
    if (!field.showIf?.conditions.some(isCustomerCondition)) return field;
    const conditions = field.showIf.conditions.map((condition, index) => {
      if (!isCustomerCondition(condition)) return condition;
      const key = referenceOf(field.id, index);
      rules[key] = condition;
      return referenceCondition(key, condition);
    });
    return { ...field, showIf: { ...field.showIf, conditions } };
  });
  return { fields: stored, rules };
}

/** The questions as the builder shows them: each reference replaced by what it stands for. */
export function joinLinkRules<F extends ShowIfField>(fields: readonly F[], rules: LinkRules): F[] {
  return fields.map((field) => {
    const conditions = field.showIf?.conditions;
    if (!conditions?.some((c) => c.source.kind === 'link' && rules[c.source.key])) return field;
    return {
      ...field,
      showIf: {
        ...field.showIf!,
        conditions: conditions.map((condition) =>
          condition.source.kind === 'link' ? (rules[condition.source.key] ?? condition) : condition,
        ),
      },
    };
  });
}

/**
 * What a customer's personal link carries: each reference's outcome for the customer's values
 * (`sa.progress` → '商談中'), '1' when its condition holds, '0' when not.
 */
export function linkOutcomes(
  rules: LinkRules,
  customerValues: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(rules).map(([key, condition]) => [
      key,
      condition.source.kind === 'link' &&
      linkConditionHolds(condition, customerValues[condition.source.key])
        ? LINK_CONDITION_HOLDS
        : LINK_CONDITION_FAILS,
    ]),
  );
}

/**
 * What a customer's personal link carries for these rules: each reference's outcome for the row
 * as it is now; null when no rule reads the customer (the link carries nothing).
 */
export function linkValuesOfCustomer(
  rules: LinkRules,
  table: CustomerTable,
  row: Readonly<Record<string, unknown>>,
): Record<string, string> | null {
  const keys = customerKeysOf(rules);
  return keys.length === 0 ? null : linkOutcomes(rules, linkValuesOfRow(table, row, keys));
}

/** The customer values the rules read (keys of LINK_VALUE_SOURCES), sorted. */
export const customerKeysOf = (rules: LinkRules): string[] =>
  [
    ...new Set(
      Object.values(rules).flatMap((condition) =>
        condition.source.kind === 'link' ? [condition.source.key] : [],
      ),
    ),
  ].sort();

/** A stored `surveyLinkRules/{surveyId}` document's rules; `{}` for anything else. */
export function parseLinkRules(data: unknown): LinkRules {
  if (typeof data !== 'object' || data === null) return {};
  const rules = (data as { rules?: unknown }).rules;
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return {};
  const parsed: Record<string, ShowIfCondition> = {};
  for (const [key, value] of Object.entries(rules)) {
    const rule = parseShowIf({ match: 'all', conditions: [value] })?.conditions[0];
    if (rule && isCustomerCondition(rule)) parsed[key] = rule;
  }
  return parsed;
}
