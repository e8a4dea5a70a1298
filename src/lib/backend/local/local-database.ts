import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DocumentData } from '../types';

export interface StoredAccount {
  email: string;
  uid: string;
  salt: string;
  hash: string;
  createdAt: Date;
}

interface LocalSchema extends DBSchema {
  docs: {
    key: [string, string];
    value: { collection: string; id: string; data: DocumentData };
    indexes: { 'by-collection': string };
  };
  accounts: { key: string; value: StoredAccount };
  meta: { key: string; value: unknown };
}

export type LocalDatabase = IDBPDatabase<LocalSchema>;

export const DEFAULT_DATABASE_NAME = 'backoffice-local';

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
