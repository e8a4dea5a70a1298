import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DocumentData } from '../types';

export interface StoredAccount {
  email: string;
  uid: string;
  salt: string;
  hash: string;
  /** PBKDF2 rounds of `hash` (password-hash.ts); absent: the default's. */
  rounds?: number;
  createdAt: Date;
}

export interface StoredRow {
  collection: string;
  id: string;
  data: DocumentData;
  /** Absent on rows written before revisions existed (and by the seed). */
  rev?: string;
}

interface LocalSchema extends DBSchema {
  docs: {
    key: [string, string];
    /** `rev` changes on every write: transactions compare it to detect a concurrent write. */
    value: StoredRow;
    indexes: { 'by-collection': string };
  };
  accounts: { key: string; value: StoredAccount };
  meta: { key: string; value: unknown };
}

export type LocalDatabase = IDBPDatabase<LocalSchema>;

export const DEFAULT_DATABASE_NAME = 'backoffice-local';

/** `meta` key set once the first start has seeded the database. */
export const SEEDED_KEY = 'seededAt';

export function openLocalDatabase(name = DEFAULT_DATABASE_NAME): Promise<LocalDatabase> {
  return openDB<LocalSchema>(name, 1, {
    upgrade(db) {
      const docs = db.createObjectStore('docs', { keyPath: ['collection', 'id'] });
      docs.createIndex('by-collection', 'collection');
      db.createObjectStore('accounts', { keyPath: 'email' });
      db.createObjectStore('meta');
    },
  });
}
