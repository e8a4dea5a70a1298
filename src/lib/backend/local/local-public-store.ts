import { DataError } from '../errors';
import type { PublicDataStore } from '../public-data';
import type { LocalBackend } from './local-backend';
import { DEFAULT_DATABASE_NAME, openLocalDatabase, SEEDED_KEY } from './local-database';

export interface LocalPublicStoreOptions {
  seed: 'demo' | 'empty';
  databaseName?: string;
  /**
   * Runs once on the full local backend when a public page first needs it (to seed a new
   * browser, or to add a response): the app registers the server's part (statistics) there.
   */
  prepareFull?: (backend: LocalBackend) => Promise<void>;
}

/**
 * The public pages' adapter in local mode. Reads are single IndexedDB gets (no live queries,
 * no BroadcastChannel, no Auth); the full local backend — seed, triggers, write semantics — is
 * loaded only when it is needed: on the first visit of a browser whose database is not seeded
 * yet, and when a visitor submits.
 */
export async function createLocalPublicStore(
  options: LocalPublicStoreOptions,
): Promise<PublicDataStore> {
  const databaseName = options.databaseName ?? DEFAULT_DATABASE_NAME;
  const db = await openLocalDatabase(databaseName);
  let full: Promise<LocalBackend> | null = null;
  const fullBackend = () =>
    (full ??= import('./local-backend').then(async ({ createLocalBackend }) => {
      const backend = await createLocalBackend({ seed: options.seed, databaseName });
      await options.prepareFull?.(backend);
      return backend;
    }));

  if (!(await db.get('meta', SEEDED_KEY))) await fullBackend();
  return {
    async get(collection, id) {
      try {
        const row = await db.get('docs', [collection, id]);
        return row ? { id: row.id, data: row.data } : null;
      } catch (error) {
        throw new DataError('unavailable', 'ローカルデータベースの読み込みに失敗しました', {
          cause: error,
        });
      }
    },
    async add(collection, data, options) {
      return (await fullBackend()).data.add(collection, data, options);
    },
  };
}
