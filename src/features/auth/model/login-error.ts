import { authStrings } from '../strings';

/** Maps an auth error code to the text of the red box on the login page. */
export function loginErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'network-request-failed' || code === 'unavailable')
    return authStrings.loginNetworkFailed;
  if (code === 'too-many-requests') return authStrings.loginTooManyRequests;
  return authStrings.loginFailed;
}
