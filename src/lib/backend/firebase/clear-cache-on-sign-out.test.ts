import type { AuthUser } from '../types';
import { clearCacheOnSignOut } from './clear-cache-on-sign-out';

/** An auth state that the test moves by hand. */
function fakeAuth() {
  let listener: (user: AuthUser | null) => void = () => undefined;
  return {
    onAuthStateChanged(callback: (user: AuthUser | null) => void) {
      listener = callback;
      return () => undefined;
    },
    emit: (user: AuthUser | null) => listener(user),
  };
}

test('a signed-in user signing out clears the cache once; a page that starts signed out does not', async () => {
  const auth = fakeAuth();
  const clearLocalCache = vi.fn(async () => undefined);
  clearCacheOnSignOut(auth, { clearLocalCache });
  auth.emit(null);
  expect(clearLocalCache).not.toHaveBeenCalled();
  auth.emit({ uid: 'u1', email: 'a@example.com' });
  auth.emit(null);
  auth.emit(null);
  expect(clearLocalCache).toHaveBeenCalledTimes(1);
  auth.emit({ uid: 'u2', email: 'b@example.com' });
  auth.emit(null);
  expect(clearLocalCache).toHaveBeenCalledTimes(2);
});

test('a failed clear is logged, not thrown into the auth listener', async () => {
  const auth = fakeAuth();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  clearCacheOnSignOut(auth, { clearLocalCache: async () => Promise.reject(new Error('busy')) });
  auth.emit({ uid: 'u1', email: null });
  expect(() => auth.emit(null)).not.toThrow();
  await vi.waitFor(() => expect(error).toHaveBeenCalled());
});
