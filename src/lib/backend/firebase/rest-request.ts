import { DataError } from '../errors';
import type { AppCheckTokens } from './app-check-rest';
import { takeEarlyRead } from './early-read';
import { firestoreOrigin } from './emulator-ports';
import { dataErrorCodeOf } from './error-codes';

/**
 * Requests to the Firestore REST API with `fetch`, shared by the public pages' reads
 * (rest-public-store.ts) and their one write (rest-commit.ts): the URLs, the API key, the App
 * Check header, and the REST API's errors as ours.
 */
export interface RestOptions {
  projectId: string;
  /** The web API key (sent as `key`; the emulator ignores it). */
  apiKey: string;
  /** Google's service (the default), or the emulator's `http://127.0.0.1:{port}`. */
  host?: string;
  fetch?: typeof fetch;
  /** App Check's tokens, when the build has a site key (app-check-rest.ts). */
  appCheck?: AppCheckTokens;
}

export async function errorOf(response: Response): Promise<DataError> {
  let status = '';
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { status?: string; message?: string } };
    status = body.error?.status ?? '';
    message = body.error?.message ?? message;
  } catch {
    // not JSON: the status line says enough
  }
  // google.rpc.Code names are Firestore's codes in capitals (PERMISSION_DENIED).
  const code = dataErrorCodeOf(status.toLowerCase().replace(/_/g, '-'));
  return new DataError(
    code === 'unknown' && response.status >= 500 ? 'unavailable' : code,
    message,
  );
}

export interface RestClient {
  /** `projects/{id}/databases/(default)`: documents' names start with it. */
  database: string;
  /** The documents endpoint: `{host}/v1/{database}/documents`. */
  documents: string;
  /**
   * Sends one request with the API key and, when the build has App Check, the token at hand
   * (`waitForToken`: a write waits for one). Refused (401/403) without a token or with one the
   * server no longer takes, it is sent once more with a new one: a refused request wrote nothing,
   * so asking again is safe, commits included. A GET that index.html already started is not sent
   * again: its answer is taken over (early-read.ts), or, should it have failed, sent after all.
   */
  send(url: string, init: RequestInit, waitForToken: boolean): Promise<Response>;
}

export function restClient(options: RestOptions): RestClient {
  const host = options.host ?? firestoreOrigin(false);
  const database = `projects/${options.projectId}/databases/(default)`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const { appCheck } = options;

  async function sendOnce(url: string, token: string | null, init: RequestInit) {
    const keyed = `${url}${url.includes('?') ? '&' : '?'}key=${options.apiKey}`;
    const headers: Record<string, string> = {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'X-Firebase-AppCheck': token } : {}),
    };
    const request = () => doFetch(keyed, { ...init, headers });
    const early = init.method || token ? null : takeEarlyRead(keyed);
    try {
      return await (early ? early.catch(request) : request());
    } catch (cause) {
      throw new DataError('unavailable', 'the network request failed', { cause });
    }
  }

  async function send(url: string, init: RequestInit, waitForToken: boolean) {
    if (!appCheck) return sendOnce(url, null, init);
    const token = appCheck.current() ?? (waitForToken ? await appCheck.fetch() : null);
    const response = await sendOnce(url, token, init);
    if (response.status !== 401 && response.status !== 403) return response;
    if (token) appCheck.invalidate();
    const fresh = await appCheck.fetch();
    return fresh && fresh !== token ? sendOnce(url, fresh, init) : response;
  }

  return {
    database,
    documents: `${host}/v1/${database}/documents`,
    send,
  };
}
