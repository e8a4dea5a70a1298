import { OB_LIST, SA_LIST, type CustomerTable } from './collections';

/**
 * The customer values a survey's 表示条件 may read through a personal link: the option-list fields
 * of SA and OB rows (進捗, 担当者, 紹介元), each under a key that names its table. When a link is
 * copied, the values its survey's rules read are written beside it (`surveyLinkValues/{token}`);
 * the builder offers these keys under 「顧客の情報」 with the option lists' items as values.
 */
export const LINK_VALUE_SOURCES = [
  { key: 'sa.progress', table: SA_LIST, field: 'progress', optionList: 'saCustomerProgress' },
  { key: 'sa.obAssignee', table: SA_LIST, field: 'obAssignee', optionList: 'saAssignee' },
  {
    key: 'sa.referralSource',
    table: SA_LIST,
    field: 'referralSource',
    optionList: 'saReferralSource',
  },
  { key: 'ob.progress', table: OB_LIST, field: 'progress', optionList: 'customerProgress' },
  { key: 'ob.obAssignee', table: OB_LIST, field: 'obAssignee', optionList: 'obAssignee' },
  {
    key: 'ob.referralSource',
    table: OB_LIST,
    field: 'referralSource',
    optionList: 'referralSource',
  },
] as const satisfies readonly {
  key: string;
  table: CustomerTable;
  field: string;
  optionList: string;
}[];

export type LinkValueKey = (typeof LINK_VALUE_SOURCES)[number]['key'];

/** The values of `keys` a row of `table` gives its personal link (texts; others left out). */
export function linkValuesOfRow(
  table: CustomerTable,
  row: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const source of LINK_VALUE_SOURCES) {
    if (source.table !== table || !keys.includes(source.key)) continue;
    const value = row[source.field];
    if (typeof value === 'string' && value !== '') values[source.key] = value;
  }
  return values;
}
