import { reasonOf } from '@/contracts/callable-reasons';
import { FunctionCallError, functionCallMessages } from '../function-call-error';
import type { FunctionsPort } from '../types';
import {
  LOCAL_FUNCTIONS_PATH,
  LOCAL_FUNCTIONS_SECRET_HEADER,
  type LocalCallContext,
  type LocalFunctionRequest,
  type LocalFunctionResponse,
} from './local-functions-protocol';

/**
 * Local mode's functions: the handlers run in the development / preview server on this machine
 * (same origin), which has no Admin SDK and trusts its caller (see docs/features/mentions.md).
 */
export class LocalFunctions implements FunctionsPort {
  private readonly base: string;
  private readonly doFetch: typeof fetch;
  private contextFor: (name: string, data: unknown) => Promise<LocalCallContext>;
  private settle: (name: string, result: unknown) => Promise<unknown> = async (_, result) => result;
  /** The server's secret, asked for once a server with a tunnel refuses a call without it. */
  private secret: string | null = null;

  constructor(
    options: {
      base?: string;
      fetch?: typeof fetch;
      /** Reads what the named function would read from the database (see provideContext). */
      contextFor?: (name: string, data: unknown) => Promise<LocalCallContext>;
    } = {},
  ) {
    this.base = options.base ?? LOCAL_FUNCTIONS_PATH;
    this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.contextFor = options.contextFor ?? (async () => ({}));
  }

  /**
   * Sets what each call sends along as its context: what the named function would read from the
   * database in the cloud. The app provides it (src/app/local-call-context.ts), as it knows the
   * domain's documents and this backend does not. `settle` does with a result what the cloud
   * function does with the database itself (store what it fetched) and gives the caller the rest.
   */
  provideContext(
    contextFor: (name: string, data: unknown) => Promise<LocalCallContext>,
    settle?: (name: string, result: unknown) => Promise<unknown>,
  ): void {
    this.contextFor = contextFor;
    if (settle) this.settle = settle;
  }

  async call<Req, Res>(name: string, data: Req): Promise<Res> {
    const context = await this.contextFor(name, data);
    const send = () =>
      this.doFetch(`${this.base}/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.secret ? { [LOCAL_FUNCTIONS_SECRET_HEADER]: this.secret } : {}),
        },
        body: JSON.stringify({ data, context } satisfies LocalFunctionRequest),
      });
    let response: Response;
    try {
      response = await send();
      if (response.status === 401 && (await this.fetchSecret())) response = await send();
    } catch (cause) {
      throw new FunctionCallError('unavailable', functionCallMessages.unreachable, { cause });
    }
    let body: LocalFunctionResponse | null = null;
    try {
      body = (await response.json()) as LocalFunctionResponse;
    } catch {
      body = null;
    }
    if (body && 'error' in body && body.error)
      throw new FunctionCallError(body.error.code, body.error.message, {
        reason: reasonOf(body.error.details),
      });
    if (!response.ok || !body || !('result' in body))
      throw new FunctionCallError(
        response.status === 404 ? 'not-found' : 'internal',
        `${functionCallMessages.failed} (HTTP ${response.status})`,
      );
    return (await this.settle(name, body.result)) as Res;
  }

  /** Asks the server for its tunnel secret; false when it gives none. */
  private async fetchSecret(): Promise<boolean> {
    // LOCAL_FUNCTIONS_SECRET_PATH beside the base (which tests point at another server).
    const response = await this.doFetch(`${this.base}-secret`, { method: 'GET' });
    const body = response.ok ? ((await response.json()) as { secret?: unknown }) : null;
    this.secret = typeof body?.secret === 'string' ? body.secret : null;
    return this.secret !== null;
  }
}
