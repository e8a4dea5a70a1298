import { logger } from 'firebase-functions';
import { defineBoolean } from 'firebase-functions/params';
import { HttpsError, onCall, type CallableOptions } from 'firebase-functions/v2/https';
import { CallableError, type CallableInput } from './callable-error.js';
import { FUNCTIONS_REGION } from './region.js';

/**
 * App Check for every callable: off until the web app has a site key (VITE_APP_CHECK_SITE_KEY),
 * then set ENFORCE_APP_CHECK=true in functions/.env.<project> and redeploy (docs/security.md).
 * Read when the function instance loads, as every parameter is.
 */
export const enforceAppCheck = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse callable requests without a valid App Check token',
});

/** At most this many instances: a flood of calls queues instead of scaling out (and billing). */
export const MAX_INSTANCES = 10;

/**
 * A callable in the functions' region over a pure handler (CallableInput in, result out). The handler's
 * CallableError becomes an HttpsError with its code, message and reason; only the code and the
 * reason are logged, never the payload (it may hold a password, a token or a key).
 */
export function onCallable<Res>(
  name: string,
  options: Pick<CallableOptions, 'timeoutSeconds' | 'secrets' | 'memory'>,
  handle: (input: CallableInput) => Promise<Res>,
) {
  return onCall<unknown, Promise<Res>>(
    { region: FUNCTIONS_REGION, maxInstances: MAX_INSTANCES, enforceAppCheck, ...options },
    async (request) => {
      try {
        return await handle({
          auth: request.auth ? { uid: request.auth.uid } : undefined,
          data: request.data,
        });
      } catch (error) {
        if (error instanceof CallableError) {
          logger.warn(`${name} failed`, {
            code: error.code,
            reason: error.details?.reason ?? error.message,
          });
          throw new HttpsError(error.code, error.message, error.details);
        }
        throw error;
      }
    },
  );
}
