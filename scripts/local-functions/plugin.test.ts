import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { CallableError } from '../../functions/src/callable-error.ts';
import { LocalFunctions } from '../../src/lib/backend/local/local-functions.ts';
import type { LocalCallContext } from '../../src/lib/backend/local/local-functions-protocol.ts';
import { FunctionCallError } from '../../src/lib/backend/function-call-error.ts';
import { localFunctionsMiddleware, servesFunctions, type LocalFunctionHandlers } from './plugin.ts';

// The local backend's functions port against the real middleware, over real HTTP.
const seen: unknown[] = [];
const handlers: LocalFunctionHandlers = {
  echo: async (data) => {
    seen.push(data);
    return { got: data };
  },
  context: async (data, context) => ({ data, context }),
  refuse: async () => {
    throw new CallableError('permission-denied', 'この操作を行う権限がありません');
  },
  unconfigured: async () => {
    throw new CallableError('failed-precondition', 'AI APIキーが設定されていません', {
      reason: 'ai-not-configured',
    });
  },
  crash: async () => {
    throw new TypeError('bug with secret-key inside');
  },
};

let server: Server;
let port = 0;
beforeAll(async () => {
  const middleware = localFunctionsMiddleware(async () => handlers);
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// A browser sends Origin on every POST; Node's fetch does not, so the tests add it as a page of
// this server would.
const functionsPort = (contextFor?: (name: string) => Promise<LocalCallContext>) =>
  new LocalFunctions({
    contextFor,
    base: `http://127.0.0.1:${port}/__functions`,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          origin: `http://127.0.0.1:${port}`,
        },
      }),
  });

/** A raw POST to the echo function with the given headers; resolves to the HTTP status. */
async function postEcho(headers: Record<string, string>): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/__functions/echo`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data: { n: 1 } }),
  });
  return response.status;
}

test('only same-origin JSON requests reach a function: other sites and plain forms are refused', async () => {
  const json = { 'content-type': 'application/json' };
  const self = `http://127.0.0.1:${port}`;
  expect(await postEcho({ ...json, 'sec-fetch-site': 'same-origin' })).toBe(200);
  expect(await postEcho({ ...json, origin: self })).toBe(200);
  seen.length = 0;
  expect(await postEcho({ ...json, 'sec-fetch-site': 'cross-site', origin: self })).toBe(403);
  expect(await postEcho({ ...json, 'sec-fetch-site': 'same-site' })).toBe(403);
  expect(await postEcho({ ...json, origin: 'https://evil.example' })).toBe(403);
  expect(await postEcho({ ...json, origin: 'null' })).toBe(403);
  expect(await postEcho(json)).toBe(403);
  expect(await postEcho({ 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' })).toBe(
    403,
  );
  expect(seen).toEqual([]);
});

test('a server listening beyond loopback serves no functions unless the flag says so', () => {
  const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (const host of [undefined, false, 'localhost', '127.0.0.1', '::1', '[::1]'])
    expect(servesFunctions(host, {}), String(host)).toBe(true);
  for (const host of [true, '0.0.0.0', '192.168.1.5', '::', 'my-laptop.local'])
    expect(servesFunctions(host, {}), String(host)).toBe(false);
  expect(servesFunctions(true, { LOCAL_FUNCTIONS_BEYOND_LOOPBACK: '1' })).toBe(true);
  quiet.mockRestore();
});

test('a call reaches the named handler with its data and returns its result', async () => {
  await expect(functionsPort().call('echo', { apiKey: 'k', n: 1 })).resolves.toEqual({
    got: { apiKey: 'k', n: 1 },
  });
  expect(seen).toEqual([{ apiKey: 'k', n: 1 }]);
});

test("the browser's context reaches the handler apart from the data", async () => {
  const stored = (name: string) => ({ chatworkKey: `stored-for-${name}`, cursor: {}, known: [] });
  const withContext = functionsPort(async (name) => ({ mentionSync: stored(name) }));
  await expect(withContext.call('context', { n: 1 })).resolves.toEqual({
    data: { n: 1 },
    context: { mentionSync: stored('context') },
  });
  await expect(functionsPort().call('context', { n: 2 })).resolves.toEqual({
    data: { n: 2 },
    context: {},
  });
});

test("a handler's CallableError arrives as FunctionCallError with its code and message", async () => {
  const error = await functionsPort()
    .call('refuse', {})
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FunctionCallError);
  expect(error).toMatchObject({
    code: 'permission-denied',
    message: 'この操作を行う権限がありません',
  });
});

test("a handler's reason code travels too, as the Firebase SDK's details would", async () => {
  const error = await functionsPort()
    .call('unconfigured', {})
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'failed-precondition', reason: 'ai-not-configured' });
  const refused = await functionsPort()
    .call('refuse', {})
    .catch((e: unknown) => e);
  expect(refused).toMatchObject({ reason: null });
});

test('a crash is internal with a generic message; an unknown name is not-found', async () => {
  const original = console.error;
  console.error = () => {};
  try {
    const crash = await functionsPort()
      .call('crash', {})
      .catch((e: unknown) => e);
    expect(crash).toMatchObject({ code: 'internal' });
    expect((crash as Error).message).not.toContain('secret');
  } finally {
    console.error = original;
  }
  await expect(functionsPort().call('nope', {})).rejects.toMatchObject({ code: 'not-found' });
});

test('other paths are left to the next middleware; a server that is down is unavailable', async () => {
  const other = await fetch(`http://127.0.0.1:${port}/surveys`);
  expect(other.status).toBe(418);
  await expect(
    new LocalFunctions({ base: 'http://127.0.0.1:9/__functions' }).call('echo', {}),
  ).rejects.toMatchObject({ code: 'unavailable', message: 'サーバーに接続できませんでした' });
});

test('with a tunnel open, calls need the per-process secret, which only direct loopback pages get', async () => {
  const secret = 'per-process-secret-0123456789abcdef';
  const tunnelled = createServer((req, res) =>
    localFunctionsMiddleware(async () => handlers, secret)(req, res, () => {
      res.statusCode = 418;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => tunnelled.listen(0, '127.0.0.1', resolve));
  const address = tunnelled.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/__functions/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...headers },
        body: JSON.stringify({ data: { n: 1 } }),
      }).then((response) => response.status);
    // Through the tunnel: no secret, a wrong one, and no way to ask for it.
    expect(await post({})).toBe(401);
    expect(await post({ 'x-local-functions-secret': 'guess' })).toBe(401);
    const viaTunnel = await fetch(`${base}/__functions-secret`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(viaTunnel.status).toBe(403);
    // The page on this machine asks once and calls with it (LocalFunctions does it itself).
    const port = new LocalFunctions({
      base: `${base}/__functions`,
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), origin: base },
        }),
    });
    await expect(port.call('echo', { n: 2 })).resolves.toEqual({ got: { n: 2 } });
    expect(await post({ 'x-local-functions-secret': secret })).toBe(200);
  } finally {
    await new Promise<void>((resolve) => tunnelled.close(() => resolve()));
  }
});
