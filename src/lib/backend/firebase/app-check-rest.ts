/**
 * App Check for the public pages without the SDK: reCAPTCHA Enterprise's script gives a token,
 * `exchangeRecaptchaEnterpriseToken` (REST) turns it into an App Check token, which the REST
 * adapter sends as `X-Firebase-AppCheck`. Loaded after the page has painted, with the script
 * (~220 kB, Google's), when the visitor first touches a form or a request needs a token
 * (firebase/public-store.ts; enforcement: docs/deploy.md, "App Check").
 */
export interface AppCheckTokens {
  /** The token at hand (still valid for five minutes), or null: a read never waits for one. */
  current(): string | null;
  /** A valid token, fetched when none is at hand; null when that fails or takes too long. */
  fetch(): Promise<string | null>;
  /** Drops the token at hand (the server refused it), so the next `fetch` gets a new one. */
  invalidate(): void;
}

/** What the adapter uses of reCAPTCHA Enterprise's `grecaptcha.enterprise`. */
export interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: { sitekey: string; size: 'invisible' }): number;
  execute(widgetId: number, options: { action: string }): Promise<string>;
}

export interface AppCheckRestOptions {
  siteKey: string;
  projectId: string;
  appId: string;
  apiKey: string;
  fetch?: typeof fetch;
  loadRecaptcha?: () => Promise<RecaptchaEnterprise>;
  /** Where a token outlives the page (a returning visitor needs no new reCAPTCHA token). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  /** How long a token may take (reCAPTCHA, the exchange) before a request goes without one. */
  waitMs?: number;
}

interface HeldToken {
  token: string;
  expiresAt: number;
}

const EXCHANGE_ENDPOINT = 'https://content-firebaseappcheck.googleapis.com/v1';
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';
/** The action name the App Check SDK reports, so the reCAPTCHA console reads the same. */
const RECAPTCHA_ACTION = 'fire_app_check';
const REFRESH_MARGIN_MS = 5 * 60_000;
const DEFAULT_WAIT_MS = 10_000;

export function createAppCheckTokens(options: AppCheckRestOptions): AppCheckTokens {
  const now = options.now ?? Date.now;
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const storageKey = `appCheck:${options.appId}`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const loadRecaptcha = options.loadRecaptcha ?? loadRecaptchaScript;
  let held = readHeld(storage, storageKey);
  let pending: Promise<string | null> | null = null;

  const current = () => (held && held.expiresAt - REFRESH_MARGIN_MS > now() ? held.token : null);

  async function exchange(): Promise<string> {
    const recaptcha = await loadRecaptcha();
    const recaptchaToken = await new Promise<string>((resolve, reject) =>
      recaptcha.ready(() => {
        try {
          // An invisible widget in a hidden element, as the App Check SDK does: no badge appears
          // over the form once the visitor starts answering.
          const container = document.createElement('div');
          container.hidden = true;
          document.body.append(container);
          const widget = recaptcha.render(container, {
            sitekey: options.siteKey,
            size: 'invisible',
          });
          recaptcha.execute(widget, { action: RECAPTCHA_ACTION }).then(resolve, reject);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
    const app = `projects/${options.projectId}/apps/${options.appId}`;
    const response = await doFetch(
      `${EXCHANGE_ENDPOINT}/${app}:exchangeRecaptchaEnterpriseToken?key=${options.apiKey}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ recaptcha_enterprise_token: recaptchaToken }),
      },
    );
    if (!response.ok) throw new Error(`App Check exchange answered HTTP ${response.status}`);
    const body = (await response.json()) as { token?: unknown; ttl?: unknown };
    const seconds = Number(/^([\d.]+)s$/.exec(String(body.ttl))?.[1]);
    if (typeof body.token !== 'string' || !(seconds > 0)) {
      throw new Error('App Check exchange answered without a token and its ttl');
    }
    held = { token: body.token, expiresAt: now() + seconds * 1000 };
    try {
      storage?.setItem(storageKey, JSON.stringify(held));
    } catch {
      // storage full or blocked: the token still serves this page
    }
    return body.token;
  }

  return {
    current,
    fetch() {
      const token = current();
      if (token) return Promise.resolve(token);
      // Bounded, so a reCAPTCHA that never answers does not hold every later request.
      pending ??= Promise.race([exchange(), timeout(options.waitMs ?? DEFAULT_WAIT_MS)])
        .catch((error: unknown) => {
          console.warn('App Check token not fetched', error);
          return null;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    invalidate() {
      held = null;
      try {
        storage?.setItem(storageKey, 'null');
      } catch {
        // storage blocked: the page's copy is gone, which is what matters
      }
    },
  };
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) =>
    setTimeout(() => reject(new Error(`no App Check token after ${ms} ms`)), ms),
  );
}

function readHeld(storage: AppCheckRestOptions['storage'], key: string): HeldToken | null {
  try {
    const held = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<HeldToken> | null;
    return typeof held?.token === 'string' && typeof held.expiresAt === 'number'
      ? { token: held.token, expiresAt: held.expiresAt }
      : null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked (some private modes): tokens live for the page only
  }
}

let scriptLoading: Promise<RecaptchaEnterprise> | null = null;

function loadRecaptchaScript(): Promise<RecaptchaEnterprise> {
  scriptLoading ??= new Promise<RecaptchaEnterprise>((resolve, reject) => {
    const script = document.createElement('script');
    // `explicit`: no widget (and no badge) until `exchange` renders its invisible one.
    script.src = `${RECAPTCHA_SCRIPT}?render=explicit`;
    script.async = true;
    script.onload = () => {
      const enterprise = (window as { grecaptcha?: { enterprise?: RecaptchaEnterprise } })
        .grecaptcha?.enterprise;
      if (enterprise) resolve(enterprise);
      else reject(new Error('reCAPTCHA Enterprise loaded without grecaptcha.enterprise'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA Enterprise could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoading = null; // a later request tries again
    throw error;
  });
  return scriptLoading;
}
