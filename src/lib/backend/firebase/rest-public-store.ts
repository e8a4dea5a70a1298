import { DataError, type DataErrorCode } from '../errors';
import { newDocumentId } from '../new-id';
import type { PublicDataStore } from '../public-data';
import { decodeFields, restWrite, type RestValue } from './rest-values';

/**
 * The public pages' adapter over the Firestore REST API with `fetch`: one document by id, and a
 * new document with the writes beside it in one `documents:commit` (the same writes, server time
 * included, that the rules expect from Firestore Lite). No SDK: a visitor downloads a few kB.
 * The public pages use it unless the build has App Check (firebase/public-store.ts).
 */
export interface RestPublicStoreOptions {
  projectId: string;
  /** The web API key (sent as `key`; the emulator ignores it). */
  apiKey: string;
  /** `https://firestore.googleapis.com`, or the emulator's `http://127.0.0.1:{port}`. */
  host?: string;
  fetch?: typeof fetch;
  /** An App Check token for the request, when App Check is on (null: none yet). */
  appCheckToken?: () => Promise<string | null>;
}

/** The REST API's error statuses -> ours (google.rpc.Code names). */
const STATUSES: Readonly<Record<string, DataErrorCode>> = {
  NOT_FOUND: 'not-found',
  PERMISSION_DENIED: 'permission-denied',
  UNAVAILABLE: 'unavailable',
  DEADLINE_EXCEEDED: 'unavailable',
  INVALID_ARGUMENT: 'invalid-argument',
  FAILED_PRECONDITION: 'failed-precondition',
  ALREADY_EXISTS: 'failed-precondition',
  ABORTED: 'aborted',
  RESOURCE_EXHAUSTED: 'resource-exhausted',
  UNAUTHENTICATED: 'unauthenticated',
};

async function errorOf(response: Response): Promise<DataError> {
  let status = '';
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { status?: string; message?: string } };
    status = body.error?.status ?? '';
    message = body.error?.message ?? message;
  } catch {
    // not JSON: the status line says enough
  }
  const code = STATUSES[status] ?? (response.status >= 500 ? 'unavailable' : 'unknown');
  return new DataError(code, message);
}

export function createRestPublicStore(options: RestPublicStoreOptions): PublicDataStore {
  const host = options.host ?? 'https://firestore.googleapis.com';
  const database = `projects/${options.projectId}/databases/(default)`;
  const documents = `${host}/v1/${database}/documents`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const nameOf = (collection: string, id: string) =>
    `${database}/documents/${collection}/${encodeURIComponent(id)}`;

  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    const token = (await options.appCheckToken?.()) ?? null;
    const headers: Record<string, string> = {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'X-Firebase-AppCheck': token } : {}),
    };
    try {
      return await doFetch(`${url}${url.includes('?') ? '&' : '?'}key=${options.apiKey}`, {
        ...init,
        headers,
      });
    } catch (cause) {
      throw new DataError('unavailable', 'the network request failed', { cause });
    }
  }

  return {
    async get(collection, id) {
      const response = await send(`${documents}/${collection}/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw await errorOf(response);
      const body = (await response.json()) as { fields?: Record<string, RestValue> };
      return { id, data: decodeFields(body.fields ?? {}) };
    },
    async add(collection, data, addOptions) {
      const id = newDocumentId();
      const writes = [
        restWrite(nameOf(collection, id), data, { mustBeNew: true }),
        ...(addOptions?.alongside?.(id) ?? []).map((write) =>
          restWrite(nameOf(write.collection, write.id), write.data, { merge: write.merge }),
        ),
      ];
      // A commit is not retried: a lost answer is better than the same answer twice.
      const response = await send(`${documents}:commit`, {
        method: 'POST',
        body: JSON.stringify({ writes }),
      });
      if (!response.ok) throw await errorOf(response);
      return id;
    },
  };
}
