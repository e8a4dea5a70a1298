// A stand-in for Firestore's REST API in the public pages' benchmarks: the demo seed's documents
// as the REST API answers a GET of one (scripts/bench-public-bundle.ts through Playwright's
// routing, scripts/bench-public-lighthouse.ts as a local server on the emulator's port). Reads
// only: the benchmarks measure a page until it shows, never a submit.
import { createServer, type Server } from 'node:http';
import { demoDocuments } from '../../src/lib/backend/local/seed';

/** A value as Firestore's REST API writes it. */
function restValue(value: unknown): unknown {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}
const restFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, item]) => [key, restValue(item)]));

/** The demo documents by `{collection}/{id}`. */
export function demoDocumentsByPath(): Map<string, Record<string, unknown>> {
  return new Map(demoDocuments(new Date()).map((doc) => [`${doc.collection}/${doc.id}`, doc.data]));
}

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/**
 * The REST API's answer to a request for `pathname` (`/v1/projects/…/documents/{collection}/{id}`):
 * the document, or NOT_FOUND for anything else, writes included.
 */
export function restAnswer(
  documents: Map<string, Record<string, unknown>>,
  method: string,
  pathname: string,
): { status: number; json: unknown } {
  const name = decodeURIComponent(pathname).replace(/^\/v1\//, '');
  const data = documents.get(name.replace(/^.*?\/documents\//, ''));
  if (method !== 'GET' || !data) return { status: 404, json: { error: { status: 'NOT_FOUND' } } };
  const now = new Date().toISOString();
  return {
    status: 200,
    json: { name, fields: restFields(data), createTime: now, updateTime: now },
  };
}

/** Serves `restAnswer` on 127.0.0.1:`port`, the way an emulator build expects Firestore. */
export function serveFakeFirestore(port: number): Promise<Server> {
  const documents = demoDocumentsByPath();
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://local');
    const { status, json } = restAnswer(documents, request.method ?? 'GET', pathname);
    response
      .writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
      .end(JSON.stringify(json));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
