import { SA_LIST, type CustomerTable } from '@/contracts/collections';
import { paths } from '@/lib/paths';

/** A table's list screen. */
export const listPathOf = (table: CustomerTable) => (table === SA_LIST ? paths.sa : paths.ob);

/** A row's own page (顧客詳細). */
export const rowPathOf = (table: CustomerTable, id: string) =>
  table === SA_LIST ? paths.saRow(id) : paths.obRow(id);

/** A table's 重複の候補 (名寄せ). */
export const duplicatesPathOf = (table: CustomerTable) =>
  table === SA_LIST ? paths.saDuplicates : paths.obDuplicates;
