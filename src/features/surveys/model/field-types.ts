/**
 * The survey field-type registry: every type the builder offers, and what each one means for
 * the builder, the public form, the statistics and the results page. Adding a type is an entry
 * in each record here and in `answer-traits.ts` (the compiler insists: each is a `Record` over
 * the types), its label in `strings.ts` and its public input in
 * `survey-public/components/field-input.tsx` (docs/recipes/add-survey-field-type.md;
 * `field-types.test.ts` checks every capability).
 *
 * Records per concern rather than one object per type, and the answer traits in their own
 * module, so each screen bundles only its own part: the public survey page (a strict download
 * budget) takes `answer-traits.ts` alone. Dependency-free: the statistics trigger compiles a
 * copy (functions/scripts/copy-shared.mjs).
 */

/** The types, in the builder palette's order. Stored surveys may hold others (unsupported). */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'email',
  'radio',
  'checkbox',
  'select',
  'date',
  'rating',
] as const;
export type KnownFieldType = (typeof FIELD_TYPES)[number];

export interface BuilderTraits {
  /** Edited with a list of options (new fields start with two) and a chart type. */
  options: boolean;
  /** Offers a placeholder (meaningless where the visitor picks rather than types). */
  placeholder: boolean;
  /** Its answers may be summarised by AI (free text only). */
  aiSummary: boolean;
}

/** The builder's field editor. */
export const BUILDER_TRAITS: Record<KnownFieldType, BuilderTraits> = {
  text: { options: false, placeholder: true, aiSummary: true },
  textarea: { options: false, placeholder: true, aiSummary: true },
  number: { options: false, placeholder: true, aiSummary: false },
  email: { options: false, placeholder: true, aiSummary: false },
  radio: { options: true, placeholder: false, aiSummary: false },
  checkbox: { options: true, placeholder: false, aiSummary: false },
  select: { options: true, placeholder: false, aiSummary: false },
  date: { options: false, placeholder: true, aiSummary: false },
  rating: { options: false, placeholder: false, aiSummary: false },
};

/**
 * How the results page shows a question: a chart of its counts, the list of its answers, or
 * only the summary line (numbers: count, average, min, max).
 */
export type ResultsView = 'chart' | 'list' | 'summary';

/** The staff results page. */
export const RESULTS_VIEWS: Record<KnownFieldType, ResultsView> = {
  text: 'list',
  textarea: 'list',
  number: 'summary',
  email: 'list',
  radio: 'chart',
  checkbox: 'chart',
  select: 'chart',
  date: 'list',
  rating: 'chart',
};

export function isKnownFieldType(type: string): type is KnownFieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}
