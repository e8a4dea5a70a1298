/**
 * One member's Chatwork API v2 over their own token: every request the mentions feature makes
 * (the fetch, 既読, 返信, tasks) goes through `chatworkClient`, so each failure becomes the same
 * short Japanese reason and the token travels only in the x-chatworktoken header, never in an
 * error message.
 */
export const DEFAULT_CHATWORK_API_BASE = 'https://api.chatwork.com/v2';
export const REQUEST_TIMEOUT_MS = 10_000;

export type ChatworkFailure =
  'invalid-token' | 'rate-limited' | 'unreachable' | 'timeout' | 'unexpected';

/** A failure with the short Japanese reason the screen shows after its own prefix. */
export class ChatworkError extends Error {
  readonly kind: ChatworkFailure;

  constructor(kind: ChatworkFailure, reason: string) {
    super(reason);
    this.name = 'ChatworkError';
    this.kind = kind;
  }
}

export const chatworkReasons = {
  invalidToken: 'ChatWork API KEYが無効です。管理者アカウント画面で正しいキーを設定してください',
  rateLimited: (minutes: number | null) =>
    minutes === null
      ? 'ChatWork APIの利用上限（5分間に300回）に達しました。しばらく待ってからもう一度お試しください'
      : `ChatWork APIの利用上限（5分間に300回）に達しました。約${minutes}分後にもう一度お試しください`,
  unreachable: 'ChatWorkに接続できませんでした',
  timeout: 'ChatWorkの応答がないため中断しました。しばらくしてからもう一度お試しください',
  unexpected: (status: number | null) =>
    status === null
      ? 'ChatWorkから予期しない応答がありました'
      : `ChatWorkから予期しない応答がありました（HTTP ${status}）`,
} as const;

export interface ChatworkClientOptions {
  apiKey: string;
  /** CHATWORK_API_BASE, default https://api.chatwork.com/v2. */
  baseUrl?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Milliseconds since the epoch (for the retry time after a 429). */
  now?: () => number;
}

export interface ChatworkResponse {
  status: number;
  /** The parsed body of a 200; null for 204 and for a status in `skip`. */
  json: unknown;
}

export interface ChatworkClient {
  /**
   * One request; `form` is sent as application/x-www-form-urlencoded, as Chatwork expects.
   * `skip` lists statuses that mean "nothing here" rather than a failure.
   */
  request(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options?: { form?: Record<string, string>; skip?: readonly number[] },
  ): Promise<ChatworkResponse>;
  /** The budget Chatwork last reported (x-ratelimit-remaining), null before any answer. */
  remaining(): number | null;
}

export function chatworkClient(options: ChatworkClientOptions): ChatworkClient {
  const base = (options.baseUrl || DEFAULT_CHATWORK_API_BASE).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let remaining: number | null = null;

  async function request(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    { form, skip = [] }: { form?: Record<string, string>; skip?: readonly number[] } = {},
  ): Promise<ChatworkResponse> {
    let response: globalThis.Response;
    let json: unknown = null;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          'x-chatworktoken': options.apiKey,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = response.status === 204 ? '' : await response.text();
      if (response.ok && text) {
        try {
          json = JSON.parse(text);
        } catch {
          throw new ChatworkError('unexpected', chatworkReasons.unexpected(response.status));
        }
      }
    } catch (error) {
      if (error instanceof ChatworkError) throw error;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new ChatworkError('timeout', chatworkReasons.timeout);
      throw new ChatworkError('unreachable', chatworkReasons.unreachable);
    }
    const header = Number(response.headers.get('x-ratelimit-remaining') ?? NaN);
    if (Number.isFinite(header)) remaining = header;
    if (response.status === 401)
      throw new ChatworkError('invalid-token', chatworkReasons.invalidToken);
    if (response.status === 429) {
      const reset = Number(response.headers.get('x-ratelimit-reset') ?? NaN);
      const minutes = Number.isFinite(reset)
        ? Math.max(1, Math.ceil((reset * 1000 - now()) / 60_000))
        : null;
      throw new ChatworkError('rate-limited', chatworkReasons.rateLimited(minutes));
    }
    if (skip.includes(response.status)) return { status: response.status, json: null };
    if (!response.ok)
      throw new ChatworkError('unexpected', chatworkReasons.unexpected(response.status));
    return { status: response.status, json };
  }

  return { request, remaining: () => remaining };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
