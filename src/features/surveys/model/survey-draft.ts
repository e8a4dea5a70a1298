import { filterBySearch } from '@/lib/publishable/search';
import {
  CHOICE_FIELD_TYPES,
  DEFAULT_CHART_TYPE,
  type FieldOption,
  type KnownFieldType,
  type Survey,
  type SurveyField,
} from './types';

/** What the builder and editor edit: the survey's own content, without bookkeeping. */
export interface SurveyDraft {
  title: string;
  description: string;
  thankYouMessage: string;
  fields: SurveyField[];
  /** One answer per browser (settings dialog); absent means off. */
  oneAnswerPerBrowser?: boolean;
}

export const EMPTY_DRAFT: SurveyDraft = {
  title: '',
  description: '',
  thankYouMessage: '',
  fields: [],
};

export type NewId = () => string;

export const randomId: NewId = () => crypto.randomUUID();

export function isChoiceType(type: string): boolean {
  return (CHOICE_FIELD_TYPES as readonly string[]).includes(type);
}

/** Placeholder is meaningless where the visitor picks rather than types. */
export function hasPlaceholder(type: string): boolean {
  return !isChoiceType(type) && type !== 'rating';
}

export function supportsAiSummary(type: string): boolean {
  return type === 'text' || type === 'textarea';
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
 * The draft as it would be saved now: the open editing card's unsaved edits (the field as the
 * card would save it) applied over its question; none, or a question gone, changes nothing.
 */
export function withPending(draft: SurveyDraft, pending: SurveyField | null): SurveyDraft {
  if (!pending || !draft.fields.some((field) => field.id === pending.id)) return draft;
  return { ...draft, fields: replaceField(draft.fields, pending) };
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
  };
}

export type DraftProblem = 'nameRequired' | 'fieldsRequired';

/** Save-time validation (spec section 5); the first problem wins, as one warning is shown. */
export function validateDraft(draft: SurveyDraft): DraftProblem | null {
  if (draft.title.trim() === '') return 'nameRequired';
  if (draft.fields.length === 0) return 'fieldsRequired';
  return null;
}

/** Builder: dirty as soon as anything was entered. */
export function hasContent(draft: SurveyDraft): boolean {
  return (
    draft.title !== '' ||
    draft.description !== '' ||
    draft.thankYouMessage !== '' ||
    draft.fields.length > 0
  );
}

/** Editor: dirty when anything differs from what was loaded (fields compared by value). */
export function differsFrom(draft: SurveyDraft, loaded: SurveyDraft): boolean {
  return (
    draft.title !== loaded.title ||
    draft.description !== loaded.description ||
    draft.thankYouMessage !== loaded.thankYouMessage ||
    (draft.oneAnswerPerBrowser ?? false) !== (loaded.oneAnswerPerBrowser ?? false) ||
    JSON.stringify(draft.fields) !== JSON.stringify(loaded.fields)
  );
}

export function draftOf(survey: Survey): SurveyDraft {
  return {
    title: survey.title,
    description: survey.description,
    thankYouMessage: survey.thankYouMessage,
    fields: survey.fields,
    oneAnswerPerBrowser: survey.oneAnswerPerBrowser,
  };
}

export const COPY_SUFFIX = ' (コピー)';

/** A builder draft prefilled from a survey: title suffixed, every field and option re-identified. */
export function duplicateDraft(source: SurveyDraft, newId: NewId = randomId): SurveyDraft {
  return {
    title: source.title + COPY_SUFFIX,
    description: source.description,
    thankYouMessage: source.thankYouMessage,
    oneAnswerPerBrowser: source.oneAnswerPerBrowser ?? false,
    fields: source.fields.map((field) => ({
      ...field,
      id: newId(),
      ...(field.options
        ? { options: field.options.map((option) => ({ ...option, id: newId() })) }
        : {}),
    })),
  };
}

/** Search on title and description, case- and width-insensitive (NFKC), as for promotions. */
export function filterSurveys<T extends Pick<Survey, 'title' | 'description'>>(
  surveys: readonly T[],
  query: string,
): readonly T[] {
  return filterBySearch(surveys, query, (s) => [s.title, s.description]);
}
