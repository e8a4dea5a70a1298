import { csvFields } from '@/features/customers/model';
import { SA_FIELDS, type Priority, type SaTextField } from './sa-fields';

export { PRIORITIES, type Priority, type SaTextField } from './sa-fields';

/**
 * One row of `sa_list`: every field of the table (`sa-fields.ts`) as text ('YYYY-MM-DD' or ''
 * for dates), the priority among its values or '', and what no column edits.
 */
export type SaCustomer = {
  [Key in SaTextField]: Key extends 'priority' ? Priority | '' : string;
} & {
  id: string;
  isFavorite: boolean;
  createdAt: Date | null;
  /** '要確認' when the corporate number is not 13 digits or its check digit is wrong (derived). */
  corporateNumberFlag: string;
};

/**
 * The text fields in the CSV import's column order (the specification's, not the table's): the
 * import maps CSV column i to field i.
 */
export const SA_TEXT_FIELDS: readonly SaTextField[] = csvFields(SA_FIELDS).map(
  (field) => field.key,
);

/** What the add form and the CSV import produce. */
export type SaCustomerInput = Pick<SaCustomer, SaTextField>;

export function emptySaInput(): SaCustomerInput {
  return Object.fromEntries(SA_FIELDS.map((field) => [field.key, ''])) as SaCustomerInput;
}
