import { DEAL_TABLE } from '@/contracts/deal-table';
import { fieldsFromSchema, parseNumber } from '@/features/customers/model';
import { dealStrings as s } from '../strings';

/** 金額's soft warning while typing: the save turns '¥1,200' into 1200, and refuses 'abc'. */
const amountWarning = (value: string) => (parseNumber(value) === null ? s.amountInvalid : null);

/**
 * The 案件 table's columns and add form, made from its schema by kind (fieldsFromSchema) with what
 * it draws its own way: widths, links in text, 金額's placeholder and warning. 顧客 (a 関連 to an
 * SA row) is drawn and picked by the table's own parts (deal-columns.tsx, deal-add-dialog.tsx).
 */
export const DEAL_FIELDS = fieldsFromSchema(DEAL_TABLE, {
  clientName: { width: 240 },
  amount: { form: { placeholder: s.amountPlaceholder, warn: amountWarning } },
  confidence: { width: 90 },
  progress: { width: 120 },
  assignee: { width: 120 },
  nextAction: { width: 240, linkify: true },
  memo: { linkify: true },
});

export type DealField = (typeof DEAL_FIELDS)[number]['key'];

/** One row of `deal_list`: every field as text (金額 as digits, dates 'YYYY-MM-DD'). */
export type Deal = Record<DealField, string> & { id: string; createdAt: Date | null };

export type DealInput = Record<DealField, string>;

export function emptyDealInput(): DealInput {
  return Object.fromEntries(DEAL_FIELDS.map((field) => [field.key, ''])) as DealInput;
}
