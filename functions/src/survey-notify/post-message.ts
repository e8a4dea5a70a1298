import { DEFAULT_CHATWORK_API_BASE } from '../mentions/chatwork-client.js';

/** Why a message was not posted, in the words the results page shows after '通知に失敗しました'. */
export const notifyReasons = {
  noToken: 'Chatwork通知用のトークンが設定されていません（サーバーの設定 CHATWORK_NOTIFY_TOKEN）',
  invalidToken: 'Chatwork通知用のトークンが無効です',
  noRoom: (roomId: string) =>
    `ルームID ${roomId} に投稿できません（ルームが存在しないか、通知用のアカウントが参加していません）`,
  rateLimited: 'Chatwork APIの利用上限（5分間に300回）に達しました',
  unreachable: 'Chatworkに接続できませんでした',
  timeout: 'Chatworkの応答がありませんでした',
  unexpected: (status: number) => `Chatworkから予期しない応答がありました（HTTP ${status}）`,
} as const;

export class NotifyError extends Error {
  constructor(
    reason: string,
    /** Worth another try (a limit, a server error, the network), not a setting to fix. */
    readonly transient: boolean,
  ) {
    super(reason);
    this.name = 'NotifyError';
  }
}

export interface PostOptions {
  token: string;
  roomId: string;
  body: string;
  /** CHATWORK_API_BASE (tests: the fake server), default https://api.chatwork.com/v2. */
  baseUrl?: string | undefined;
  fetch?: typeof fetch;
  /** Tries in all (default 3): a response that keeps failing is given up, never retried forever. */
  attempts?: number;
  /** Waits between tries: 1 s, then 3 s (tests pass a clock that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

const BACKOFF_MS = [1_000, 3_000];
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function postOnce(options: PostOptions): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  const base = (options.baseUrl || DEFAULT_CHATWORK_API_BASE).replace(/\/+$/, '');
  let response: Response;
  try {
    response = await doFetch(`${base}/rooms/${encodeURIComponent(options.roomId)}/messages`, {
      method: 'POST',
      headers: {
        'x-chatworktoken': options.token,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ body: options.body, self_unread: '0' }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new NotifyError(timedOut ? notifyReasons.timeout : notifyReasons.unreachable, true);
  }
  if (response.ok) {
    const json = (await response.json().catch(() => null)) as { message_id?: unknown } | null;
    return typeof json?.message_id === 'string' ? json.message_id : String(json?.message_id ?? '');
  }
  if (response.status === 401) throw new NotifyError(notifyReasons.invalidToken, false);
  if (response.status === 403 || response.status === 404)
    throw new NotifyError(notifyReasons.noRoom(options.roomId), false);
  if (response.status === 429) throw new NotifyError(notifyReasons.rateLimited, true);
  throw new NotifyError(notifyReasons.unexpected(response.status), response.status >= 500);
}

/**
 * Posts one message to a room and returns its message id. Chatwork allows 300 requests per 5
 * minutes per token: a refused try (429, a 5xx, the network) is tried again at most twice, after
 * 1 s and 3 s, so a burst of responses never turns into a storm of retries; a setting to fix
 * (token, room) is not retried.
 */
export async function postChatworkMessage(options: PostOptions): Promise<string> {
  if (options.token.trim() === '') throw new NotifyError(notifyReasons.noToken, false);
  const attempts = options.attempts ?? 3;
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await postOnce(options);
    } catch (error) {
      if (!(error instanceof NotifyError) || !error.transient || attempt >= attempts) throw error;
      await sleep(BACKOFF_MS[Math.min(attempt - 1, BACKOFF_MS.length - 1)]!);
    }
  }
}
