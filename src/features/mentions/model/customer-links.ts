import type { CustomerTable } from '@/contracts/collections';
import { foldText } from '@/lib/fold-text';

/** A customer row a mention may name: which table, its id, its client name. */
export interface CustomerRef {
  table: CustomerTable;
  id: string;
  clientName: string;
}

/** Company designations people leave out when they write a name in chat. */
const DESIGNATIONS = /株式会社|有限会社|合同会社|一般社団法人|\(株\)|\(有\)|㈱|㈲/g;
/** Names shorter than this would match everywhere (「A」, 「山」). */
const MIN_NAME = 2;

const fold = (text: string) => foldText(text).toLowerCase();

/** What of a client name a message is matched on: the name, and the name without 株式会社 etc. */
function namesOf(clientName: string): string[] {
  const full = fold(clientName).replace(/\s+/g, '');
  const bare = full.replace(DESIGNATIONS, '');
  return [...new Set([full, bare])].filter((name) => name.length >= MIN_NAME);
}

export interface CustomerIndex {
  /** The customers whose name occurs in `text` (each once), in the order they occur. */
  find(text: string): CustomerRef[];
}

/**
 * An index of client names by their first two characters, so a message is matched by one pass
 * over its own characters rather than against every one of 20,000 names.
 */
export function customerIndex(customers: readonly CustomerRef[]): CustomerIndex {
  const byStart = new Map<string, { name: string; customer: CustomerRef }[]>();
  for (const customer of customers)
    for (const name of namesOf(customer.clientName)) {
      const start = name.slice(0, MIN_NAME);
      const bucket = byStart.get(start) ?? [];
      bucket.push({ name, customer });
      byStart.set(start, bucket);
    }
  return {
    find(text) {
      const folded = fold(text).replace(/\s+/g, '');
      const found = new Map<string, CustomerRef>();
      for (let at = 0; at + MIN_NAME <= folded.length; at += 1) {
        const bucket = byStart.get(folded.slice(at, at + MIN_NAME));
        if (!bucket) continue;
        for (const { name, customer } of bucket)
          if (folded.startsWith(name, at)) found.set(`${customer.table}:${customer.id}`, customer);
      }
      return [...found.values()];
    },
  };
}
