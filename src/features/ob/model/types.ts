/** Product category values (spec part 2, section 9). */
export const PRODUCT_CATEGORIES = ['新規', '追加/修正'] as const;

/** One row of `ob_list` (spec part 2, section 3, "OB customer"). Dates are 'YYYY-MM-DD' or ''. */
export interface ObCustomer {
  id: string;
  slackNumber: string;
  plannedDeliveryDate: string;
  deliveryDate: string;
  surveyResponseDate: string;
  referralSource: string;
  productCategory: string;
  clientName: string;
  serviceName: string;
  progress: string;
  taskMemo: string;
  obAssignee: string;
  createdAt: Date | null;
}

/** The columns a user can sort by, in the spec's order (createdAt is the default, not a column). */
export const OB_SORT_KEYS = [
  'slackNumber',
  'plannedDeliveryDate',
  'referralSource',
  'productCategory',
  'clientName',
  'serviceName',
  'progress',
  'obAssignee',
  'taskMemo',
  'surveyResponseDate',
  'deliveryDate',
] as const;

export type ObSortKey = (typeof OB_SORT_KEYS)[number] | 'createdAt';

export interface ObSort {
  key: ObSortKey;
  direction: 'asc' | 'desc';
}

export const DEFAULT_OB_SORT: ObSort = { key: 'createdAt', direction: 'desc' };

/** The stored text fields of a customer (everything but id and createdAt). */
export type ObField = Exclude<keyof ObCustomer, 'id' | 'createdAt'>;

export type ObCustomerInput = Record<ObField, string>;

const OB_FIELDS: readonly ObField[] = [
  'slackNumber',
  'plannedDeliveryDate',
  'deliveryDate',
  'surveyResponseDate',
  'referralSource',
  'productCategory',
  'clientName',
  'serviceName',
  'progress',
  'taskMemo',
  'obAssignee',
];

export function isObField(field: string): field is ObField {
  return (OB_FIELDS as readonly string[]).includes(field);
}

export function emptyObInput(): ObCustomerInput {
  return Object.fromEntries(OB_FIELDS.map((field) => [field, ''])) as ObCustomerInput;
}
