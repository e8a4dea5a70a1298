import { showIfStrings as t } from '../strings';
import { showIfProblem, type ShowIfCondition } from './show-if';
import type { SurveyField } from './types';

/**
 * The words for a question's 表示条件 on the builder's canvas, e.g. 「表示条件: ご利用状況 が「利用中」のとき」,
 * or the invalid marking. Options are named by their current label (the rule keeps their ids),
 * link values by their text.
 */
export type ShowIfText = { kind: 'rule'; text: string } | { kind: 'invalid'; text: string };

export function linkValueLabel(key: string): string {
  return (t.linkLabels as Record<string, string>)[key] ?? key;
}

function conditionText(condition: ShowIfCondition, fields: readonly SurveyField[]): string {
  const source =
    condition.source.kind === 'field'
      ? fields.find((field) => field.id === sourceId(condition))
      : undefined;
  const question = source ? source.label : linkValueLabel(keyOf(condition));
  const labels = (condition.values ?? []).map(
    (value) => source?.options?.find((option) => option.id === value)?.label ?? value,
  );
  const value =
    condition.number !== undefined ? String(condition.number) : labels.join(t.valueSeparator);
  return t.part[condition.op](question, value);
}

const sourceId = (condition: ShowIfCondition) =>
  condition.source.kind === 'field' ? condition.source.fieldId : '';
const keyOf = (condition: ShowIfCondition) =>
  condition.source.kind === 'link' ? condition.source.key : '';

/** What the canvas says of the question at `index`'s rule, or null when it has none. */
export function showIfText(fields: readonly SurveyField[], index: number): ShowIfText | null {
  const rule = fields[index]?.showIf;
  if (!rule || rule.conditions.length === 0) return null;
  if (showIfProblem(fields, index)) return { kind: 'invalid', text: t.invalid };
  return {
    kind: 'rule',
    text: t.summary(
      rule.conditions.map((condition) => conditionText(condition, fields)),
      rule.match,
    ),
  };
}

/** The questions whose rule does not hold together, for the save warning. */
export function invalidRuleFields(fields: readonly SurveyField[]): SurveyField[] {
  return fields.filter((_, index) => showIfProblem(fields, index) !== null);
}

/**
 * The questions whose sound rule a new order would break: asked about before a reorder is
 * applied.
 */
export function rulesBrokenBy(
  before: readonly SurveyField[],
  after: readonly SurveyField[],
): SurveyField[] {
  const broken = new Set(invalidRuleFields(before).map((field) => field.id));
  return invalidRuleFields(after).filter((field) => !broken.has(field.id));
}
