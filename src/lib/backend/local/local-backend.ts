import type { Backend, MemberAccountsService } from '../types';
import { LocalAuth } from './local-auth';
import {
  DEFAULT_DATABASE_NAME,
  openLocalDatabase,
  SEEDED_KEY,
  type LocalDatabase,
} from './local-database';
import { LocalDataStore } from './local-data-store';
import { LocalFunctions } from './local-functions';
import { baseDocuments, DEMO_ACCOUNT, demoDocuments } from './seed';
import { createServerClock } from './server-clock';

export interface LocalBackend extends Backend {
  kind: 'local';
  data: LocalDataStore;
  auth: LocalAuth;
  functions: LocalFunctions;
}

export interface LocalBackendOptions {
  /** 'demo' seeds realistic data for every area; 'empty' only the demo account. */
  seed: 'demo' | 'empty';
  databaseName?: string;
  now?: () => Date;
}

async function seedOnce(
  db: LocalDatabase,
  auth: LocalAuth,
  options: LocalBackendOptions,
  now: Date,
) {
  if (await db.get('meta', SEEDED_KEY)) return;
  await auth
    .createAccount(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, DEMO_ACCOUNT.uid)
    .catch((error: unknown) => {
      // A half-finished earlier seed may have created the account already.
      if (!(error instanceof Error && 'code' in error && error.code === 'email-already-in-use'))
        throw error;
    });
  // The demo account is staff in both seeds: its member record is part of every seed.
  const documents = options.seed === 'demo' ? demoDocuments(now) : baseDocuments(now);
  const tx = db.transaction('docs', 'readwrite');
  for (const doc of documents) {
    await tx.store.put({ collection: doc.collection, id: doc.id, data: doc.data });
  }
  await tx.done;
  await db.put('meta', now, SEEDED_KEY);
}

/** Opens (and on first start seeds) the browser-local backend. */
export async function createLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const now = options.now ?? createServerClock();
  const db = await openLocalDatabase(options.databaseName ?? DEFAULT_DATABASE_NAME);
  const auth = new LocalAuth(db);
  await seedOnce(db, auth, options, now());
  const data = new LocalDataStore(db, now);
  return {
    kind: 'local',
    data,
    auth,
    memberAccounts: lazyMemberAccounts(auth, data),
    functions: new LocalFunctions(),
  };
}

/**
 * The members adapter, loaded on its first use (the members screen): local mode's public pages
 * build this backend too and must not carry it.
 */
function lazyMemberAccounts(auth: LocalAuth, data: LocalDataStore): MemberAccountsService {
  let loaded: Promise<MemberAccountsService> | null = null;
  const accounts = () =>
    (loaded ??= import('./local-member-accounts').then(
      ({ LocalMemberAccounts }) => new LocalMemberAccounts(auth, data),
    ));
  return {
    create: async (input) => (await accounts()).create(input),
    reAdd: async (input) => (await accounts()).reAdd(input),
    changePassword: async (input) => (await accounts()).changePassword(input),
    setRole: async (input) => (await accounts()).setRole(input),
  };
}
