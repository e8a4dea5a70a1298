import { PRODUCT_CATEGORIES } from '@/contracts/ob-table';
import type { CustomerField } from '@/features/customers/model';
import { obStrings as s } from '../strings';

export { PRODUCT_CATEGORIES };

/**
 * The OB table, one entry per column in the table's order (the delete button after them is not
 * a field). Widths add up, with it, to the specification's 1920 px; every field sorts.
 * `form.order` is the add form's order; OB has no CSV import.
 */
export const OB_FIELDS = [
  {
    key: 'slackNumber',
    header: s.colSlackNumber,
    cell: 'text',
    width: 110,
    sortable: true,
    linkify: true,
    search: true,
    form: { order: 0, input: 'text', required: true, placeholder: s.slackPlaceholder },
  },
  {
    key: 'plannedDeliveryDate',
    header: s.colPlannedDeliveryDate,
    cell: 'date',
    width: 130,
    sortable: true,
    remind: true,
    form: { order: 5, input: 'date', hint: s.plannedHint },
  },
  {
    key: 'referralSource',
    header: s.colReferralSource,
    cell: 'select',
    width: 140,
    sortable: true,
    optionList: 'referralSource',
    form: { order: 7, input: 'select' },
  },
  {
    key: 'productCategory',
    header: s.colProductCategory,
    cell: 'select',
    width: 120,
    sortable: true,
    choices: PRODUCT_CATEGORIES,
    form: { order: 3, input: 'select' },
  },
  {
    key: 'clientName',
    header: s.colClientName,
    cell: 'text',
    width: 220,
    sortable: true,
    search: true,
    form: { order: 1, input: 'text', required: true },
  },
  {
    key: 'serviceName',
    header: s.colServiceName,
    cell: 'text',
    width: 180,
    sortable: true,
    linkify: true,
    search: true,
    form: { order: 2, input: 'text' },
  },
  {
    key: 'progress',
    header: s.colProgress,
    cell: 'select',
    width: 130,
    sortable: true,
    optionList: 'customerProgress',
    form: { order: 8, input: 'select' },
  },
  {
    key: 'obAssignee',
    header: s.colAssignee,
    cell: 'select',
    width: 130,
    sortable: true,
    optionList: 'obAssignee',
    search: true,
    form: { order: 9, input: 'select' },
  },
  {
    key: 'taskMemo',
    header: s.colTaskMemo,
    cell: 'text',
    width: 400,
    sortable: true,
    linkify: true,
    form: { order: 10, input: 'textarea', wide: true },
  },
  {
    key: 'surveyResponseDate',
    header: s.colSurveyResponseDate,
    cell: 'date',
    width: 140,
    sortable: true,
    form: { order: 4, input: 'date' },
  },
  {
    key: 'deliveryDate',
    header: s.colDeliveryDate,
    cell: 'date',
    width: 130,
    sortable: true,
    form: { order: 6, input: 'date' },
  },
] as const satisfies readonly CustomerField[];

/** The stored text fields of a customer (everything but id and createdAt). */
export type ObField = (typeof OB_FIELDS)[number]['key'];
