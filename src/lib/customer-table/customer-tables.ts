/**
 * The two customer tables' collections, named once for the app, its local triggers and the Cloud
 * Functions (functions/scripts/copy-shared.mjs copies this file). Dependency-free on purpose.
 */
export const SA_LIST = 'sa_list';
export const OB_LIST = 'ob_list';

export const CUSTOMER_TABLES = [SA_LIST, OB_LIST] as const;
