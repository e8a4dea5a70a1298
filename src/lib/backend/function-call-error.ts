import type { CallableReason } from '@/contracts/callable-reasons';

/**
 * A server function failed. `code` is the callable protocol's code ('permission-denied',
 * 'unavailable', ...); `message` is the function's own short reason (Japanese for ours), shown
 * as the `{reason}` of the screen's failure message.
 */
export type FunctionCallErrorCode = string;

export class FunctionCallError extends Error {
  readonly code: FunctionCallErrorCode;
  /** The function's machine-readable reason (`details.reason`), matched instead of `message`. */
  readonly reason: CallableReason | null;

  constructor(
    code: FunctionCallErrorCode,
    message: string,
    options?: { cause?: unknown; reason?: CallableReason | null },
  ) {
    super(message, options);
    this.name = 'FunctionCallError';
    this.code = code;
    this.reason = options?.reason ?? null;
  }
}

export const functionCallMessages = {
  unreachable: 'サーバーに接続できませんでした',
  failed: 'サーバーでエラーが発生しました',
} as const;
