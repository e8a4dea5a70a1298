/**
 * A Firebase build's survey page starts its first read in index.html's inline script, while the
 * JavaScript downloads (a phone's connection spends most of the wait before a survey shows on
 * those two in a row: docs/performance.md). The build names the documents endpoint in a meta
 * tag (scripts/public-load-plugin.ts); the script fetches `surveys/{id}` and leaves the pending
 * answer here, and the REST adapter's first GET of that very URL takes it over.
 */
declare global {
  interface Window {
    __earlyRead?: { url: string; response: Promise<Response> };
  }
}

/** The meta tag's name. */
export const EARLY_READ_META = 'firestore-documents';

/**
 * The meta tag's content: a document's URL with `{path}` for its path, as the REST adapter
 * asks for it (rest-request.ts: the same endpoint, the key last).
 */
export function earlyReadTemplate(host: string, projectId: string, apiKey: string): string {
  return `${host}/v1/projects/${projectId}/databases/(default)/documents/{path}?key=${apiKey}`;
}

/** The early read of `url` (with its key), once; null when there is none for it. */
export function takeEarlyRead(url: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__earlyRead;
  if (!early || early.url !== url) return null;
  delete window.__earlyRead;
  return early.response;
}
