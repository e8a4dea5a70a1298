import { OB_FIELDS, type ObField } from './ob-fields';

export { PRODUCT_CATEGORIES, type ObField } from './ob-fields';

/** One row of `ob_list`: every field of the table (`ob-fields.ts`) as text ('YYYY-MM-DD' or '' for dates). */
export type ObCustomer = Record<ObField, string> & { id: string; createdAt: Date | null };

/** The columns a user can sort by, in the table's order (createdAt is the default, not a column). */
export const OB_SORT_KEYS: readonly ObField[] = OB_FIELDS.filter((field) => field.sortable).map(
  (field) => field.key,
);

export type ObCustomerInput = Record<ObField, string>;

export function emptyObInput(): ObCustomerInput {
  return Object.fromEntries(OB_FIELDS.map((field) => [field.key, ''])) as ObCustomerInput;
}
