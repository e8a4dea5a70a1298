import { DEAL_TABLE } from '@/contracts/deal-table';
import type { CustomerField } from '@/features/customers/model';
import { dealStrings as s } from '../strings';
import { parseAmount } from './money';

/** A field's name, as the schema gives it. */
const label = (key: (typeof DEAL_TABLE.fields)[number]['key']) =>
  DEAL_TABLE.fields.find((field) => field.key === key)!.label;

/** 金額's soft warning while typing: the save turns '¥1,200' into 1200, and refuses 'abc'. */
const amountWarning = (value: string) => (parseAmount(value) === null ? s.amountInvalid : null);

/**
 * The 案件 table, one entry per column in the schema's order. 顧客 (a 関連 to an SA row) is
 * drawn and picked by the table's own parts (deal-columns.tsx, deal-add-dialog.tsx).
 */
export const DEAL_FIELDS = [
  {
    key: 'clientName',
    header: label('clientName'),
    cell: 'text',
    width: 240,
    sortable: true,
    search: true,
    form: { order: 0, input: 'text', required: true },
  },
  {
    key: 'customerId',
    header: label('customerId'),
    cell: 'select',
    width: 200,
    form: { order: 1, input: 'select', required: true },
  },
  {
    key: 'amount',
    header: label('amount'),
    cell: 'text',
    width: 140,
    sortable: true,
    form: { order: 2, input: 'text', placeholder: s.amountPlaceholder, warn: amountWarning },
  },
  {
    key: 'confidence',
    header: label('confidence'),
    cell: 'select',
    width: 90,
    sortable: true,
    optionList: 'dealConfidence',
    form: { order: 3, input: 'select' },
  },
  {
    key: 'progress',
    header: label('progress'),
    cell: 'select',
    width: 120,
    sortable: true,
    optionList: 'dealStage',
    form: { order: 4, input: 'select' },
  },
  {
    key: 'closeDate',
    header: label('closeDate'),
    cell: 'date',
    width: 130,
    sortable: true,
    remind: true,
    form: { order: 5, input: 'date' },
  },
  {
    key: 'assignee',
    header: label('assignee'),
    cell: 'select',
    width: 120,
    sortable: true,
    search: true,
    optionList: 'saAssignee',
    form: { order: 6, input: 'select' },
  },
  {
    key: 'nextAction',
    header: label('nextAction'),
    cell: 'text',
    width: 240,
    sortable: true,
    linkify: true,
    search: true,
    form: { order: 7, input: 'text' },
  },
  {
    key: 'memo',
    header: label('memo'),
    cell: 'multiline',
    width: 320,
    linkify: true,
    form: { order: 8, input: 'textarea', wide: true },
  },
] as const satisfies readonly CustomerField[];

export type DealField = (typeof DEAL_FIELDS)[number]['key'];

/** One row of `deal_list`: every field as text (金額 as digits, dates 'YYYY-MM-DD'). */
export type Deal = Record<DealField, string> & { id: string; createdAt: Date | null };

export type DealInput = Record<DealField, string>;

export function emptyDealInput(): DealInput {
  return Object.fromEntries(DEAL_FIELDS.map((field) => [field.key, ''])) as DealInput;
}
