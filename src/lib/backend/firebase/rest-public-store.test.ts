import { expect, test, vi } from 'vitest';
import { DataError } from '../errors';
import type { AppCheckTokens } from './app-check-rest';
import { createRestPublicStore } from './rest-public-store';

// The adapter against the real Firestore emulator and rules: tests/emulators/rest-public-store.
// Here: what the emulator cannot show (App Check tokens, the REST API's error statuses).

const DOC = { name: 'projects/p/databases/(default)/documents/surveys/s1', fields: {} };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

function appCheck(current: string | null, fetched: string | null) {
  let held = current;
  const tokens = {
    current: vi.fn(() => held),
    fetch: vi.fn(async () => held ?? fetched),
    invalidate: vi.fn(() => {
      held = null;
    }),
  };
  return tokens satisfies AppCheckTokens;
}

const headerOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['X-Firebase-AppCheck'];

test('a read carries the token at hand and never waits for one', async () => {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(200, DOC));
  const tokens = appCheck('held', 'fetched');
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch, appCheck: tokens });
  await expect(store.get('surveys', 's1')).resolves.toEqual({ id: 's1', data: {} });
  expect(headerOf(fetch.mock.calls[0]![1])).toBe('held');
  expect(String(fetch.mock.calls[0]![0])).toBe(
    'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents/surveys/s1?key=k',
  );
  expect(tokens.fetch).not.toHaveBeenCalled();
});

test('a read refused for want of a token fetches one and asks once more', async () => {
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(json(401, { error: { status: 'UNAUTHENTICATED' } }))
    .mockResolvedValueOnce(json(200, DOC));
  const tokens = appCheck(null, 'fetched');
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch, appCheck: tokens });
  await expect(store.get('surveys', 's1')).resolves.toEqual({ id: 's1', data: {} });
  expect(headerOf(fetch.mock.calls[0]![1])).toBeUndefined();
  expect(headerOf(fetch.mock.calls[1]![1])).toBe('fetched');
});

test('a token the server refuses is dropped and the request asked once more with a new one', async () => {
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(json(403, { error: { status: 'PERMISSION_DENIED' } }))
    .mockResolvedValueOnce(json(200, DOC))
    .mockResolvedValueOnce(json(401, { error: { status: 'UNAUTHENTICATED' } }))
    .mockResolvedValueOnce(json(200, {}));
  const tokens = appCheck('stale', 'fresh');
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch, appCheck: tokens });
  await expect(store.get('surveys', 's1')).resolves.toMatchObject({ id: 's1' });
  expect(tokens.invalidate).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls.map(([, init]) => headerOf(init as RequestInit))).toEqual([
    'stale',
    'fresh',
  ]);
  // A commit refused for its token wrote nothing: asked once more, with a new token.
  const refreshed = appCheck('stale again', 'fresh again');
  const writer = createRestPublicStore({
    projectId: 'p',
    apiKey: 'k',
    fetch,
    appCheck: refreshed,
  });
  await writer.add('responses', {});
  expect(fetch.mock.calls.slice(2).map(([, init]) => headerOf(init as RequestInit))).toEqual([
    'stale again',
    'fresh again',
  ]);
});

test('a refusal that a new token does not change is reported, not repeated again', async () => {
  const fetch = vi.fn(async () => json(403, { error: { status: 'PERMISSION_DENIED' } }));
  const tokens = appCheck('held', null);
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch, appCheck: tokens });
  await expect(store.get('surveys', 's1')).rejects.toMatchObject({ code: 'permission-denied' });
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('a write waits for a token and sends it', async () => {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(200, {}));
  const tokens = appCheck(null, 'fetched');
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch, appCheck: tokens });
  store.prepareAdd?.();
  const id = await store.add('responses', { answers: {} });
  expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  const [url, init] = fetch.mock.calls[0]!;
  expect(String(url)).toContain('/documents:commit?key=k');
  expect(headerOf(init)).toBe('fetched');
  const { writes } = JSON.parse(String(init?.body)) as { writes: { currentDocument: unknown }[] };
  expect(writes[0]!.currentDocument).toEqual({ exists: false });
});

test('the REST API’s statuses become ours; a commit is never retried', async () => {
  const cases: [number, unknown, string][] = [
    [404, { error: { status: 'NOT_FOUND' } }, 'not-found'],
    [409, { error: { status: 'ALREADY_EXISTS' } }, 'unknown'],
    [400, { error: { status: 'FAILED_PRECONDITION' } }, 'failed-precondition'],
    [504, { error: { status: 'DEADLINE_EXCEEDED' } }, 'unavailable'],
    [429, { error: { status: 'RESOURCE_EXHAUSTED' } }, 'resource-exhausted'],
    [400, { error: { status: 'INVALID_ARGUMENT' } }, 'invalid-argument'],
    [418, { error: { status: 'SOMETHING_NEW' } }, 'unknown'],
    [502, 'not json', 'unavailable'],
  ];
  for (const [status, body, code] of cases) {
    const fetch = vi.fn(async () =>
      typeof body === 'string' ? new Response(body, { status }) : json(status, body),
    );
    const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch });
    const failure = await store.add('responses', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataError);
    expect((failure as DataError).code).toBe(code);
    expect(fetch).toHaveBeenCalledTimes(1);
  }
});

test('a network failure is unavailable', async () => {
  const fetch = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  const store = createRestPublicStore({ projectId: 'p', apiKey: 'k', fetch });
  await expect(store.get('surveys', 's1')).rejects.toMatchObject({ code: 'unavailable' });
});
