import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { test } from 'node:test';
import { CallableError } from './callable-error.js';
import { MAX_INSTANCES, onCallable } from './on-callable.js';
import { FUNCTIONS_REGION } from './region.js';

type HttpFunction = (req: unknown, res: unknown) => unknown;

/**
 * Calls a callable through its real HTTP handler (the callable protocol, CORS, token checks),
 * over a local server with the few Express helpers firebase-functions uses.
 */
async function post(fn: HttpFunction, headers: Record<string, string> = {}) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      Object.assign(req, {
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        header: (name: string) => req.headers[name.toLowerCase()],
        get: (name: string) => req.headers[name.toLowerCase()],
      });
      Object.assign(res, {
        status(code: number) {
          res.statusCode = code;
          return res;
        },
        send(body: unknown) {
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
        json(body: unknown) {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        },
      });
      void fn(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ data: { n: 1 } }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function define(enforce: string | undefined) {
  if (enforce === undefined) delete process.env.ENFORCE_APP_CHECK;
  else process.env.ENFORCE_APP_CHECK = enforce;
  return onCallable<{ echoed: unknown }>('probe', {}, async (input) => {
    if (input.data === 'refuse') throw new CallableError('permission-denied', '権限がありません');
    return { echoed: input.data };
  }) as unknown as HttpFunction & { __endpoint: Record<string, unknown> };
}

test('without ENFORCE_APP_CHECK a request without an App Check token is served', async () => {
  const fn = define(undefined);
  assert.deepEqual(await post(fn), { status: 200, body: { result: { echoed: { n: 1 } } } });
});

test('with ENFORCE_APP_CHECK=true a request without an App Check token is refused', async () => {
  const fn = define('true');
  const { status, body } = await post(fn);
  assert.equal(status, 401);
  assert.equal((body.error as { status?: string }).status, 'UNAUTHENTICATED');
  // A forged token is refused too (it cannot be verified).
  const forged = await post(fn, { 'x-firebase-appcheck': 'forged' });
  assert.equal(forged.status, 401);
});

test('every callable is in the functions’ region with an instance cap', () => {
  const endpoint = define(undefined).__endpoint;
  assert.deepEqual(endpoint.region, [FUNCTIONS_REGION]);
  assert.equal(endpoint.maxInstances, MAX_INSTANCES);
  assert.ok('callableTrigger' in endpoint);
});
