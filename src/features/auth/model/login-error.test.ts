import { AuthError, DataError } from '@/lib/backend';
import { authStrings } from '../strings';
import { loginErrorMessage } from './login-error';

test('wrong credentials show the spec message', () => {
  expect(loginErrorMessage(new AuthError('invalid-credential', 'x'))).toBe(authStrings.loginFailed);
  expect(loginErrorMessage(new Error('anything'))).toBe(authStrings.loginFailed);
});

test('network and storage failures say the server could not be reached', () => {
  expect(loginErrorMessage(new AuthError('network-request-failed', 'x'))).toBe(
    authStrings.loginNetworkFailed,
  );
  expect(loginErrorMessage(new DataError('unavailable', 'x'))).toBe(authStrings.loginNetworkFailed);
});

test('too many attempts has its own message', () => {
  expect(loginErrorMessage(new AuthError('too-many-requests', 'x'))).toBe(
    authStrings.loginTooManyRequests,
  );
});
