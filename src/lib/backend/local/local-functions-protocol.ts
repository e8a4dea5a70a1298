/**
 * The same-origin endpoint that stands in for Cloud Functions in local mode: the dev and preview
 * servers (scripts/local-functions/plugin.ts) answer `POST {LOCAL_FUNCTIONS_PATH}/{name}` with the
 * body `{ data }`, like the callable protocol: `{ result }` on success, `{ error: { code, message } }`
 * otherwise. Dependency-free: both the browser adapter and the server import it.
 */
export const LOCAL_FUNCTIONS_PATH = '/__functions';

export interface LocalFunctionRequest {
  data: unknown;
}

export type LocalFunctionResponse =
  { result: unknown } | { error: { code: string; message: string; details?: unknown } };
