import type { CustomerTable } from '@/contracts/collections';
import { tableDuplicatesPath, tableListPath, tableRowPath } from '@/contracts/customer-tables';

/** A table's list screen. */
export const listPathOf = (table: CustomerTable) => tableListPath(table);

/** A row's own page (顧客詳細). */
export const rowPathOf = (table: CustomerTable, id: string) => tableRowPath(table, id);

/** A table's 重複の候補 (名寄せ). */
export const duplicatesPathOf = (table: CustomerTable) => tableDuplicatesPath(table);
