/**
 * A server function failed. `code` is the callable protocol's code ('permission-denied',
 * 'unavailable', ...); `message` is the function's own short reason (Japanese for ours), shown
 * as the `{reason}` of the screen's failure message.
 */
export type FunctionCallErrorCode = string;

export class FunctionCallError extends Error {
  readonly code: FunctionCallErrorCode;

  constructor(code: FunctionCallErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FunctionCallError';
    this.code = code;
  }
}

export const functionCallMessages = {
  unreachable: 'サーバーに接続できませんでした',
  failed: 'サーバーでエラーが発生しました',
} as const;
