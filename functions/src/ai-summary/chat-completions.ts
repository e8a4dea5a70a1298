import type { ChatMessage } from './summary-prompt.js';

/**
 * One call to an OpenAI-compatible chat-completions endpoint: POST {base}/chat/completions with
 * `{model, messages}` and the key as a Bearer token; the answer is choices[0].message.content.
 * The key travels only in the authorization header and is never part of an error message.
 */
export const DEFAULT_AI_API_BASE = 'https://api.openai.com/v1';
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
/**
 * The longest answer asked of the model: a summary is a few short paragraphs, and the cap bounds
 * what one call can cost whatever the prompt asks for.
 */
export const AI_MAX_TOKENS = 1000;

/** A summary of a few hundred answers takes a model seconds; a hung provider is cut off here. */
export const AI_REQUEST_TIMEOUT_MS = 60_000;
/** What is stored in surveys/{id}.summaries: a runaway answer is cut. */
export const MAX_SUMMARY_CHARS = 5_000;

export interface AiConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
}

/**
 * The configuration as the function (or the local server) has it. No key, a blank one or
 * `none` means "not configured": deploying needs some value for the secret, and `none` is the
 * documented way to deploy with AI summaries off.
 */
export function resolveAiConfig(values: {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  model?: string | undefined;
}): AiConfig | null {
  const apiKey = values.apiKey?.trim() ?? '';
  if (apiKey === '' || apiKey.toLowerCase() === 'none') return null;
  return {
    apiKey,
    baseUrl: values.baseUrl?.trim() || DEFAULT_AI_API_BASE,
    model: values.model?.trim() || DEFAULT_AI_MODEL,
  };
}

export type AiFailure = 'invalid-key' | 'rate-limited' | 'unreachable' | 'timeout' | 'unexpected';

/** A failure with the short Japanese reason shown after '要約の生成に失敗しました: '. */
export class AiProviderError extends Error {
  readonly kind: AiFailure;

  constructor(kind: AiFailure, reason: string) {
    super(reason);
    this.name = 'AiProviderError';
    this.kind = kind;
  }
}

export const aiReasons = {
  invalidKey: 'AI APIキーが無効です。管理者に設定の確認を依頼してください',
  rateLimited: 'AI APIの利用上限に達しました。しばらくしてからもう一度お試しください',
  unreachable: 'AI APIに接続できませんでした',
  timeout: 'AI APIの応答がないため中断しました。しばらくしてからもう一度お試しください',
  unexpected: (status: number) => `AI APIから予期しない応答がありました（HTTP ${status}）`,
  empty: 'AI APIから要約が返されませんでした',
} as const;

export async function requestChatCompletion(
  config: AiConfig,
  messages: readonly ChatMessage[],
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ model: config.model, messages, max_tokens: AI_MAX_TOKENS }),
      signal: AbortSignal.timeout(options.timeoutMs ?? AI_REQUEST_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new AiProviderError('timeout', aiReasons.timeout);
    throw new AiProviderError('unreachable', aiReasons.unreachable);
  }
  if (response.status === 401 || response.status === 403)
    throw new AiProviderError('invalid-key', aiReasons.invalidKey);
  if (response.status === 429) throw new AiProviderError('rate-limited', aiReasons.rateLimited);
  if (!response.ok) throw new AiProviderError('unexpected', aiReasons.unexpected(response.status));
  let content: unknown;
  try {
    const body = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] };
    content = body.choices?.[0]?.message?.content;
  } catch {
    throw new AiProviderError('unexpected', aiReasons.unexpected(response.status));
  }
  if (typeof content !== 'string' || content.trim() === '')
    throw new AiProviderError('unexpected', aiReasons.empty);
  const summary = content.trim();
  return Array.from(summary).length > MAX_SUMMARY_CHARS
    ? Array.from(summary).slice(0, MAX_SUMMARY_CHARS).join('')
    : summary;
}
