import type { PublicDataStore } from '../public-data';
import { errorOf, restClient, type RestOptions } from './rest-request';
import { decodeFields, type RestValue } from './rest-values';

/**
 * The public pages' adapter over the Firestore REST API with `fetch`: one document by id, and a
 * new document with the writes beside it in one `documents:commit` (rest-commit.ts, loaded when
 * the visitor starts answering or at the latest on the first add). No SDK: a visitor downloads a
 * few kB. With App Check, a read carries the token at hand and never waits for one (refused
 * without it, it fetches one and asks again: a read is safe to repeat); a write waits for its
 * token.
 */
export function createRestPublicStore(options: RestOptions): PublicDataStore {
  const client = restClient(options);
  const { appCheck } = client;
  const loadCommit = () => import('./rest-commit');
  return {
    async get(collection, id) {
      const url = `${client.documents}/${collection}/${encodeURIComponent(id)}`;
      const token = appCheck?.current() ?? null;
      let response = await client.send(url, token);
      // App Check enforced and no token yet (a first visit): fetch one, ask once more.
      if (appCheck && !token && (response.status === 401 || response.status === 403)) {
        const fetched = await appCheck.fetch();
        if (fetched) response = await client.send(url, fetched);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw await errorOf(response);
      const body = (await response.json()) as { fields?: Record<string, RestValue> };
      return { id, data: decodeFields(body.fields ?? {}) };
    },
    async add(collection, data, addOptions) {
      return (await loadCommit()).addDocument(client, collection, data, addOptions);
    },
    prepareAdd() {
      void loadCommit().catch(() => undefined); // the add itself reports a failed load
    },
  };
}
