import { BUILDER_TRAITS, isKnownFieldType, type KnownFieldType } from './field-types';
import type { ShowIf } from './show-if-stored';
import { DEFAULT_CHART_TYPE, type FieldOption, type SurveyField } from './types';

/**
 * The builder's operations on questions: what a type offers (from the registry), new fields and
 * options, insert / move / remove / replace in the list, and the edit card's edits. The survey
 * as a whole (its draft, validation, dirty checks, copies) is survey-draft.ts.
 */

export type NewId = () => string;

export const randomId: NewId = () => crypto.randomUUID();

/** Edited with options (the registry's `options`; unknown stored types: no). */
export function isChoiceType(type: string): boolean {
  return isKnownFieldType(type) && BUILDER_TRAITS[type].options;
}

/** Placeholder is meaningless where the visitor picks rather than types (unknown types keep one). */
export function hasPlaceholder(type: string): boolean {
  return isKnownFieldType(type) ? BUILDER_TRAITS[type].placeholder : true;
}

export function supportsAiSummary(type: string): boolean {
  return isKnownFieldType(type) && BUILDER_TRAITS[type].aiSummary;
}

/** Option value rule: label in lower case with spaces replaced by underscores. */
export function optionValue(label: string): string {
  return label.toLowerCase().replace(/ /g, '_');
}

/** The n-th new option (1-based): '選択肢{n}' / 'option{n}'. */
export function newOption(n: number, newId: NewId = randomId): FieldOption {
  return { id: newId(), label: `選択肢${n}`, value: `option${n}` };
}

export function relabelOption(option: FieldOption, label: string): FieldOption {
  return { ...option, label, value: optionValue(label) };
}

export const DEFAULT_OPTION_COUNT = 2;

/** A palette template turned into a field; choice types start with two options. */
export function fieldFromTemplate(
  type: KnownFieldType,
  label: string,
  newId: NewId = randomId,
): SurveyField {
  const field: SurveyField = { id: newId(), type, label, required: false, order: 0 };
  if (isChoiceType(type)) {
    field.options = Array.from({ length: DEFAULT_OPTION_COUNT }, (_, i) => newOption(i + 1, newId));
    field.chartType = DEFAULT_CHART_TYPE;
  }
  return field;
}

/** `order` always mirrors the array position, so every operation renumbers. */
function renumber(fields: readonly SurveyField[]): SurveyField[] {
  return fields.map((field, order) => (field.order === order ? field : { ...field, order }));
}

/** Inserts before `index`; an index past the end (or -1) appends. */
export function insertField(
  fields: readonly SurveyField[],
  field: SurveyField,
  index: number,
): SurveyField[] {
  const at = index < 0 || index > fields.length ? fields.length : index;
  return renumber([...fields.slice(0, at), field, ...fields.slice(at)]);
}

export function moveField(fields: readonly SurveyField[], from: number, to: number): SurveyField[] {
  if (from === to || from < 0 || to < 0 || from >= fields.length || to >= fields.length) {
    return [...fields];
  }
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}

export function removeField(fields: readonly SurveyField[], id: string): SurveyField[] {
  return renumber(fields.filter((field) => field.id !== id));
}

export function replaceField(fields: readonly SurveyField[], updated: SurveyField): SurveyField[] {
  return fields.map((field) =>
    field.id === updated.id ? { ...updated, order: field.order } : field,
  );
}

/**
 * What 'save' in the edit card applies: the common attributes always, options and chart type only
 * for choice types, the AI summary switch only for text types; anything else stays as it was.
 */
export interface FieldEdits {
  label: string;
  placeholder: string;
  required: boolean;
  useAsLabel: boolean;
  options: FieldOption[];
  chartType: SurveyField['chartType'];
  enableAiSummary: boolean;
  /** 表示条件; null: always shown. */
  showIf: ShowIf | null;
}

/**
 * A question always has text: a blank label (spaces, full-width ones included) keeps the current
 * one. A part added by click opens with an empty input whose placeholder names that label.
 */
function labelOrCurrent(field: Pick<SurveyField, 'label'>, label: string): string {
  return label.trim() === '' ? field.label : label;
}

export function applyFieldEdits(field: SurveyField, edits: FieldEdits): SurveyField {
  const next: SurveyField = {
    ...field,
    label: labelOrCurrent(field, edits.label),
    required: edits.required,
    useAsLabel: edits.useAsLabel,
  };
  if (hasPlaceholder(field.type)) next.placeholder = edits.placeholder;
  if (isChoiceType(field.type)) {
    next.options = edits.options;
    next.chartType = edits.chartType ?? DEFAULT_CHART_TYPE;
  }
  if (supportsAiSummary(field.type)) next.enableAiSummary = edits.enableAiSummary;
  if (edits.showIf) next.showIf = edits.showIf;
  else delete next.showIf;
  return next;
}

export function editsOf(field: SurveyField): FieldEdits {
  return {
    label: field.label,
    placeholder: field.placeholder ?? '',
    required: field.required,
    useAsLabel: field.useAsLabel ?? false,
    options: field.options ?? [],
    chartType: field.chartType ?? DEFAULT_CHART_TYPE,
    enableAiSummary: field.enableAiSummary ?? false,
    showIf: field.showIf ?? null,
  };
}
