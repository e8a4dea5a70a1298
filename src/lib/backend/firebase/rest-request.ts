import { DataError, type DataErrorCode } from '../errors';
import type { AppCheckTokens } from './app-check-rest';
import { takeEarlyRead } from './early-read';

/**
 * Requests to the Firestore REST API with `fetch`, shared by the public pages' reads
 * (rest-public-store.ts) and their one write (rest-commit.ts): the URLs, the API key, the App
 * Check header, and the REST API's errors as ours.
 */
export interface RestOptions {
  projectId: string;
  /** The web API key (sent as `key`; the emulator ignores it). */
  apiKey: string;
  /** `https://firestore.googleapis.com`, or the emulator's `http://127.0.0.1:{port}`. */
  host?: string;
  fetch?: typeof fetch;
  /** App Check's tokens, when the build has a site key (app-check-rest.ts). */
  appCheck?: AppCheckTokens;
}

/**
 * The REST API's error statuses (google.rpc.Code names) -> ours, which are the same names in
 * lower case with dashes, but for the two the public pages treat as another.
 */
const CODES = new Set<DataErrorCode>([
  'not-found',
  'permission-denied',
  'unavailable',
  'invalid-argument',
  'failed-precondition',
  'aborted',
  'resource-exhausted',
  'unauthenticated',
]);
const ALIASES: Readonly<Record<string, DataErrorCode>> = {
  DEADLINE_EXCEEDED: 'unavailable',
  ALREADY_EXISTS: 'failed-precondition',
};

function codeOf(status: string, httpStatus: number): DataErrorCode {
  const named = ALIASES[status] ?? status.toLowerCase().replace(/_/g, '-');
  if (CODES.has(named as DataErrorCode)) return named as DataErrorCode;
  return httpStatus >= 500 ? 'unavailable' : 'unknown';
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
  return new DataError(codeOf(status, response.status), message);
}

export interface RestClient {
  /** `projects/{id}/databases/(default)`: documents' names start with it. */
  database: string;
  /** The documents endpoint: `{host}/v1/{database}/documents`. */
  documents: string;
  appCheck?: AppCheckTokens;
  /**
   * Sends one request with the API key (and the App Check token, when given). A GET without a
   * token that index.html already started is not sent again: its answer is taken over
   * (early-read.ts), or, should it have failed, the request is sent after all.
   */
  send(url: string, appCheckToken: string | null, init?: RequestInit): Promise<Response>;
}

export function restClient(options: RestOptions): RestClient {
  const host = options.host ?? 'https://firestore.googleapis.com';
  const database = `projects/${options.projectId}/databases/(default)`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    database,
    documents: `${host}/v1/${database}/documents`,
    ...(options.appCheck ? { appCheck: options.appCheck } : {}),
    async send(url, token, init = {}) {
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
    },
  };
}
