import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runnerImport, type Connect, type Plugin } from 'vite';
import { LOCAL_WEBHOOK_PATH } from '../../src/contracts/mention-sync.ts';
import {
  LOCAL_FUNCTIONS_PATH,
  LOCAL_FUNCTIONS_SECRET_HEADER,
  LOCAL_FUNCTIONS_SECRET_PATH,
  type LocalCallContext,
  type LocalFunctionResponse,
} from '../../src/lib/backend/local/local-functions-protocol.ts';

/**
 * A server function as the local servers run it: the callable's data and what the browser read
 * for it (the protocol's context) in, its result out.
 */
export type LocalFunctionHandler = (data: unknown, context: LocalCallContext) => Promise<unknown>;

export type LocalFunctionHandlers = Readonly<Record<string, LocalFunctionHandler>>;

/** What the handlers module exports (handlers.ts). */
export interface LocalFunctionsModule {
  localFunctionHandlers: LocalFunctionHandlers;
  /** A Chatwork webhook delivery in; the HTTP status to answer out. */
  receiveLocalWebhook(delivery: {
    memberId: string | undefined;
    rawBody: string;
    signature: string | undefined;
  }): Promise<number>;
}

const MAX_BODY_BYTES = 1_000_000;

/** An error thrown on purpose by a handler (functions/src/callable-error.ts): code + safe message. */
class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function callableError(
  error: unknown,
): { code: string; message: string; details?: unknown } | null {
  if (!(error instanceof Error)) return null;
  if (!(error instanceof RequestError) && error.name !== 'CallableError') return null;
  const { code, details } = error as Error & { code?: unknown; details?: unknown };
  if (typeof code !== 'string') return null;
  return details === undefined
    ? { code, message: error.message }
    : { code, message: error.message, details };
}

const statusOf: Record<string, number> = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  'permission-denied': 403,
  'not-found': 404,
  'resource-exhausted': 429,
  unavailable: 503,
  'deadline-exceeded': 504,
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new RequestError('invalid-argument', 'リクエストが大きすぎます'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: LocalFunctionResponse) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * Only the app's own pages may call: a browser marks a same-origin request with
 * `Sec-Fetch-Site: same-origin`, and sends `Origin` on every POST; any other web page the
 * developer visits would otherwise be able to spend the configured AI key. The body must be JSON
 * (a cross-site form cannot send that without a CORS preflight, which is never answered).
 */
export function isSameOriginJson(req: IncomingMessage): boolean {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (!(header('content-type') ?? '').toLowerCase().startsWith('application/json')) return false;
  const site = header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = header('origin');
  const host = header('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const headerOf = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Headers a proxy or tunnel (ngrok, cloudflared, a reverse proxy) adds to what it forwards. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'cf-connecting-ip'];

/**
 * A request made on this machine to a loopback name, not forwarded by a tunnel: the only one
 * given the tunnel secret. A tunnel forwards the public host name and adds its own headers.
 */
export function isDirectLoopbackRequest(req: IncomingMessage): boolean {
  if (PROXY_HEADERS.some((name) => headerOf(req, name) !== undefined)) return false;
  const host = (headerOf(req, 'host') ?? '').replace(/:\d+$/, '');
  return isLoopbackHost(host) || host.endsWith('.localhost');
}

const sameSecret = (given: string | undefined, secret: string) =>
  given !== undefined &&
  given.length === secret.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(secret));

/**
 * The middleware both servers mount; exported for tests. With `secret` (a tunnel is open), a call
 * without it is refused (401) and the secret is handed out at LOCAL_FUNCTIONS_SECRET_PATH to
 * direct loopback requests only.
 */
export function localFunctionsMiddleware(
  loadHandlers: () => Promise<LocalFunctionHandlers>,
  secret: string | null = null,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === LOCAL_FUNCTIONS_SECRET_PATH) {
      if (!secret) return reply(res, 200, { result: null });
      if (!isDirectLoopbackRequest(req) || headerOf(req, 'sec-fetch-site') === 'cross-site')
        return reply(res, 403, { error: { code: 'permission-denied', message: 'not here' } });
      res.statusCode = 200;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      return res.end(JSON.stringify({ secret }));
    }
    if (!url.pathname.startsWith(`${LOCAL_FUNCTIONS_PATH}/`)) return next();
    if (secret && !sameSecret(headerOf(req, LOCAL_FUNCTIONS_SECRET_HEADER), secret))
      return reply(res, 401, {
        error: { code: 'unauthenticated', message: 'the local functions secret is missing' },
      });
    const name = decodeURIComponent(url.pathname.slice(LOCAL_FUNCTIONS_PATH.length + 1));
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return reply(res, 405, { error: { code: 'invalid-argument', message: 'POST only' } });
    }
    if (!isSameOriginJson(req))
      return reply(res, 403, {
        error: { code: 'permission-denied', message: 'same-origin JSON requests only' },
      });
    void (async () => {
      try {
        const handlers = await loadHandlers();
        const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
        if (!handler)
          return reply(res, 404, { error: { code: 'not-found', message: `no function ${name}` } });
        const raw = await readBody(req);
        let body: { data?: unknown; context?: unknown } = {};
        try {
          body = raw ? (JSON.parse(raw) as typeof body) : {};
        } catch {
          throw new RequestError('invalid-argument', 'JSONとして読めないリクエストです');
        }
        const context =
          typeof body.context === 'object' && body.context !== null
            ? (body.context as LocalCallContext)
            : {};
        reply(res, 200, { result: (await handler(body.data, context)) ?? null });
      } catch (error) {
        const known = callableError(error);
        if (known) return reply(res, statusOf[known.code] ?? 500, { error: known });
        // The request body may hold a secret (an API key): log the error, never the data.
        console.error(`[local-functions] ${name} failed:`, error);
        reply(res, 500, {
          error: { code: 'internal', message: 'サーバーで予期しないエラーが発生しました' },
        });
      }
    })();
  };
}

/**
 * Chatwork's webhook deliveries (LOCAL_WEBHOOK_PATH?member={uid}), from anywhere that reaches the
 * server: no same-origin rule, since Chatwork is not the app; the signature check decides. The
 * answer is the status alone, as in the cloud.
 */
export function localWebhookMiddleware(
  loadModule: () => Promise<Pick<LocalFunctionsModule, 'receiveLocalWebhook'>>,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== LOCAL_WEBHOOK_PATH) return next();
    if (req.method !== 'POST') {
      res.statusCode = 405;
      return res.end();
    }
    void (async () => {
      try {
        const { receiveLocalWebhook } = await loadModule();
        const signature = req.headers['x-chatworkwebhooksignature'];
        res.statusCode = await receiveLocalWebhook({
          memberId: url.searchParams.get('member') ?? undefined,
          rawBody: await readBody(req),
          signature: Array.isArray(signature) ? signature[0] : signature,
        });
      } catch (error) {
        console.error('[local-functions] chatwork webhook failed:', error);
        res.statusCode = 500;
      }
      res.end();
    })();
  };
}

/**
 * Serves server functions at the same origin in local mode, in `vite` (dev) and `vite preview`,
 * so the local backend's functions port reaches the same handlers Cloud Functions runs.
 * These servers run on the developer's machine and have no Admin SDK: they trust the caller.
 *
 * `handlersModule` (a file exporting `localFunctionHandlers`) is loaded with Vite's module runner
 * rather than imported by vite.config.ts: the handlers live in functions/, a CommonJS package,
 * whose TypeScript sources the config loader should not have to bundle. Loading takes seconds on
 * a busy machine, so it starts with the server instead of with the first call, which would
 * otherwise pay for it (a browser test's first fetch or save timed out that way).
 * Edits to a handler need a server restart.
 */
export function localFunctions(
  handlersModule: string,
  env: NodeJS.ProcessEnv = process.env,
): Plugin {
  let loading: Promise<LocalFunctionsModule> | null = null;
  const secret = env[TUNNEL_FLAG] === '1' ? randomBytes(24).toString('base64url') : null;
  if (secret)
    console.info(
      `[local-functions] ${TUNNEL_FLAG}=1: the webhook is open to the tunnel; /__functions needs this server's secret.`,
    );
  const load = () => {
    loading ??= runnerImport<LocalFunctionsModule>(handlersModule).then(({ module }) => module);
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  // A failure here is reported by the call that needs the module (load() tries again).
  const warmUp = () => void load().catch(() => undefined);
  const middleware = localFunctionsMiddleware(
    () => load().then((module) => module.localFunctionHandlers),
    secret,
  );
  const webhook = localWebhookMiddleware(load);
  return {
    name: 'backoffice:local-functions',
    configureServer(server) {
      if (!servesFunctions(server.config.server.host)) return;
      server.middlewares.use(middleware);
      server.middlewares.use(webhook);
      // Vitest runs a server of this config too, and calls no function through it.
      if (!env.VITEST) warmUp();
    },
    configurePreviewServer(server) {
      if (!servesFunctions(server.config.preview.host)) return;
      server.middlewares.use(middleware);
      server.middlewares.use(webhook);
      warmUp();
    },
  };
}

/**
 * `LOCAL_WEBHOOK_TUNNEL=1`: a tunnel (ngrok, cloudflared) forwards Chatwork's webhook to this
 * server, so `/__functions/*` takes only calls carrying the per-process secret.
 */
const TUNNEL_FLAG = 'LOCAL_WEBHOOK_TUNNEL';

/** `LOCAL_FUNCTIONS_BEYOND_LOOPBACK=1` lets a server listening beyond loopback serve them. */
const BEYOND_LOOPBACK_FLAG = 'LOCAL_FUNCTIONS_BEYOND_LOOPBACK';

/**
 * The endpoint spends the server's configured keys for whoever reaches it, so a server that
 * listens beyond this machine (`--host`, `host: true`, `0.0.0.0`, a LAN address) does not serve
 * it unless the flag says so.
 */
export function servesFunctions(
  host: string | boolean | undefined,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (isLoopbackHost(host)) return true;
  if (env[BEYOND_LOOPBACK_FLAG] === '1') return true;
  console.warn(
    `[local-functions] not served: the server listens beyond loopback (host ${String(host)}); set ${BEYOND_LOOPBACK_FLAG}=1 to serve them anyway.`,
  );
  return false;
}

function isLoopbackHost(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false) return true; // Vite's default: localhost only
  if (host === true) return false; // all addresses
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name);
}
