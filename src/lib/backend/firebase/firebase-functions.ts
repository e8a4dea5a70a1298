import { reasonOf } from '@/contracts/callable-reasons';
import type { FirebaseApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import { FunctionCallError, functionCallMessages } from '../function-call-error';
import type { FunctionsPort } from '../types';

/** The SDK gives up after 70 s by default; getChatworkMentions may run up to its 180 s. */
const CALL_TIMEOUT_MS = 180_000;

/**
 * Callables through the Firebase SDK. firebase/functions is loaded on the first call, so screens
 * that never call a function do not download it.
 */
export class FirebaseFunctionsPort implements FunctionsPort {
  private functions: Promise<Functions> | null = null;

  constructor(
    private readonly app: FirebaseApp,
    /** Where the functions are deployed (src/contracts/functions-region.ts). */
    private readonly region: string,
    private readonly emulator: { host: string; port: number } | null,
  ) {}

  private instance(): Promise<Functions> {
    this.functions ??= import('firebase/functions').then((sdk) => {
      const functions = sdk.getFunctions(this.app, this.region);
      if (this.emulator)
        sdk.connectFunctionsEmulator(functions, this.emulator.host, this.emulator.port);
      return functions;
    });
    return this.functions;
  }

  async call<Req, Res>(name: string, data: Req): Promise<Res> {
    const functions = await this.instance();
    const { httpsCallable } = await import('firebase/functions');
    try {
      const result = await httpsCallable<Req, Res>(functions, name, {
        timeout: CALL_TIMEOUT_MS,
      })(data);
      return result.data;
    } catch (error) {
      const code =
        error instanceof Error && 'code' in error && typeof error.code === 'string'
          ? error.code.replace(/^functions\//, '')
          : 'unknown';
      // The SDK reports an unreachable or crashed function as code 'internal', message 'internal'.
      const message =
        error instanceof Error && error.message && error.message.toLowerCase() !== code
          ? error.message
          : code === 'internal' || code === 'unavailable'
            ? functionCallMessages.unreachable
            : functionCallMessages.failed;
      const details = error instanceof Error && 'details' in error ? error.details : undefined;
      throw new FunctionCallError(code, message, { cause: error, reason: reasonOf(details) });
    }
  }
}
