/**
 * The customer tables' collections. Apart from collections.ts (which re-exports them) so that
 * the tables' schemas can name their collection while collections.ts lists the collections of
 * contracts that read the schemas (reminders.ts) without an import cycle.
 */
export const SA_LIST = 'sa_list';
export const OB_LIST = 'ob_list';
export const DEAL_LIST = 'deal_list';
export const CUSTOMER_TABLES = [SA_LIST, OB_LIST, DEAL_LIST] as const;
export type CustomerTable = (typeof CUSTOMER_TABLES)[number];
export const isCustomerTable = (value: unknown): value is CustomerTable =>
  (CUSTOMER_TABLES as readonly unknown[]).includes(value);
