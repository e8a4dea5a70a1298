import type { PublicDataStore } from '../public-data';
import { errorOf, restClient, type RestOptions } from './rest-request';
import { decodeFields, type RestValue } from './rest-values';

/**
 * The public pages' adapter over the Firestore REST API with `fetch`: one document by id, and a
 * new document with the writes beside it in one `documents:commit` (rest-commit.ts, loaded when
 * the visitor starts answering or at the latest on the first add). No SDK: a visitor downloads a
 * few kB. With App Check, a read carries the token at hand and never waits for one; a write waits
 * for its token (rest-request.ts, `send`).
 */
export function createRestPublicStore(options: RestOptions): PublicDataStore {
  const client = restClient(options);
  const loadCommit = () => import('./rest-commit');
  return {
    async get(collection, id) {
      const url = `${client.documents}/${collection}/${encodeURIComponent(id)}`;
      const response = await client.send(url, {}, false);
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
