import { expect, test, vi } from 'vitest';
import { createAppCheckTokens, type AppCheckRestOptions } from './app-check-rest';

const EXCHANGE_URL =
  'https://content-firebaseappcheck.googleapis.com/v1/projects/demo/apps/web-app:exchangeRecaptchaEnterpriseToken?key=api-key';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function setUp(overrides: Partial<AppCheckRestOptions> = {}) {
  let now = 1_000_000;
  const execute = vi.fn(async (_widget: number, _options: { action: string }) => 'recaptcha-token');
  const render = vi.fn((_container: HTMLElement, _parameters: object) => 7);
  const loadRecaptcha = vi.fn(async () => ({
    ready: (callback: () => void) => callback(),
    render,
    execute,
  }));
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify({ token: 'app-check-token', ttl: '3600s' })),
  );
  const storage = memoryStorage();
  const tokens = createAppCheckTokens({
    siteKey: 'site-key',
    projectId: 'demo',
    appId: 'web-app',
    apiKey: 'api-key',
    fetch,
    loadRecaptcha,
    storage,
    now: () => now,
    ...overrides,
  });
  return {
    tokens,
    fetch,
    loadRecaptcha,
    render,
    execute,
    storage,
    advance: (ms: number) => (now += ms),
  };
}

test('a token: reCAPTCHA Enterprise with the site key, exchanged by REST, kept for the page', async () => {
  const { tokens, fetch, loadRecaptcha, render, execute, storage } = setUp();
  expect(tokens.current()).toBeNull();
  await expect(tokens.fetch()).resolves.toBe('app-check-token');
  expect(loadRecaptcha).toHaveBeenCalledTimes(1);
  // An invisible widget in a hidden element: no badge over the form.
  const [container, parameters] = render.mock.calls[0]!;
  expect(container.hidden).toBe(true);
  expect(parameters).toEqual({ sitekey: 'site-key', size: 'invisible' });
  expect(execute).toHaveBeenCalledWith(7, { action: 'fire_app_check' });
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe(EXCHANGE_URL);
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ recaptcha_enterprise_token: 'recaptcha-token' });
  expect(tokens.current()).toBe('app-check-token');
  expect(JSON.parse(storage.items.get('appCheck:web-app')!)).toEqual({
    token: 'app-check-token',
    expiresAt: 1_000_000 + 3_600_000,
  });
  // Held: no second exchange.
  await expect(tokens.fetch()).resolves.toBe('app-check-token');
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('two requests at once share one exchange', async () => {
  const { tokens, fetch } = setUp();
  const [first, second] = await Promise.all([tokens.fetch(), tokens.fetch()]);
  expect([first, second]).toEqual(['app-check-token', 'app-check-token']);
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('a returning visitor’s stored token is current until five minutes before it expires', () => {
  const storage = memoryStorage({
    'appCheck:web-app': JSON.stringify({ token: 'stored', expiresAt: 1_000_000 + 10 * 60_000 }),
  });
  const { tokens, advance } = setUp({ storage });
  expect(tokens.current()).toBe('stored');
  advance(5 * 60_000);
  expect(tokens.current()).toBeNull();
});

test('an expired token is fetched again', async () => {
  const { tokens, fetch, advance } = setUp();
  await tokens.fetch();
  advance(3_600_000);
  expect(tokens.current()).toBeNull();
  await tokens.fetch();
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('a refused exchange gives no token, and the next request tries again', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(new Response('{}', { status: 403 }))
    .mockResolvedValueOnce(new Response(JSON.stringify({ token: 'second', ttl: '60s' })));
  const { tokens } = setUp({ fetch });
  await expect(tokens.fetch()).resolves.toBeNull();
  expect(warn).toHaveBeenCalled();
  await expect(tokens.fetch()).resolves.toBe('second');
  warn.mockRestore();
});

test('an answer without a token or a ttl is no token', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetch = vi.fn(async () => new Response(JSON.stringify({ token: 'x', ttl: 'soon' })));
  const { tokens } = setUp({ fetch });
  await expect(tokens.fetch()).resolves.toBeNull();
  expect(tokens.current()).toBeNull();
  warn.mockRestore();
});

test('reCAPTCHA that never answers: no token after the wait, and the next request tries again', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const loadRecaptcha = vi.fn(() => new Promise<never>(() => undefined));
  const { tokens } = setUp({ loadRecaptcha, waitMs: 20 });
  await expect(tokens.fetch()).resolves.toBeNull();
  await expect(tokens.fetch()).resolves.toBeNull();
  expect(loadRecaptcha).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});

test('a token the server refused is dropped, here and in storage', async () => {
  const { tokens, fetch, storage } = setUp();
  await tokens.fetch();
  tokens.invalidate();
  expect(tokens.current()).toBeNull();
  expect(storage.items.get('appCheck:web-app')).toBe('null');
  await tokens.fetch();
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('storage that refuses writes still serves the token for the page', async () => {
  const storage = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  const { tokens } = setUp({ storage });
  await expect(tokens.fetch()).resolves.toBe('app-check-token');
  expect(tokens.current()).toBe('app-check-token');
});
