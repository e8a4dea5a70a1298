import { describe, expect, test } from 'vitest';
import type { AuthService, AuthUser } from './types';

/** An adapter under test and how its tests make accounts (never a client sign-up). */
export interface AuthServiceUnderTest {
  service: AuthService;
  /** Makes an account without signing it in: local, the auth store; Firebase, the Admin SDK. */
  makeAccount(email: string, password: string): Promise<AuthUser>;
}

/**
 * What the app needs from every AuthService adapter: sign-in and sign-out as the session sees
 * them, and the own password change of the members screen. Run against `local` in `npm test`
 * and against the Auth emulator in `npm run test:emulators`. E-mails are unique per run, so an
 * emulator with earlier accounts does not interfere.
 */
export function runAuthServiceContract(
  adapterName: string,
  makeAdapter: () => Promise<AuthServiceUnderTest>,
): void {
  let counter = 0;
  const freshEmail = (base: string) =>
    `${base}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

  const currentUser = (service: AuthService) =>
    new Promise<AuthUser | null>((resolve) => {
      const stop = service.onAuthStateChanged((user) => {
        stop();
        resolve(user);
      });
    });

  const isCredentialError = (error: { code?: string }) =>
    ['invalid-credential', 'wrong-password'].includes(error.code ?? '');

  describe(`AuthService contract: ${adapterName}`, () => {
    test('sign-in reports the account to the session; sign-out clears it', async () => {
      const { service, makeAccount } = await makeAdapter();
      const email = freshEmail('member');
      const account = await makeAccount(email, 'secret123');
      const user = await service.signIn(email, 'secret123');
      expect(user).toEqual({ uid: account.uid, email });
      expect(await currentUser(service)).toEqual(user);
      await service.signOut();
      expect(await currentUser(service)).toBeNull();
    });

    test('a wrong password or an unknown account is a credential error', async () => {
      const { service, makeAccount } = await makeAdapter();
      const email = freshEmail('guarded');
      await makeAccount(email, 'secret123');
      await expect(service.signIn(email, 'wrong-pass')).rejects.toSatisfy(isCredentialError);
      await expect(service.signIn(freshEmail('nobody'), 'secret123')).rejects.toSatisfy(
        (error: { code?: string }) => isCredentialError(error) || error.code === 'user-not-found',
      );
    });

    test('changeOwnPassword: the new password signs in, the old one no longer does', async () => {
      const { service, makeAccount } = await makeAdapter();
      const email = freshEmail('self');
      await makeAccount(email, 'old-pass1');
      await service.signIn(email, 'old-pass1');
      await service.changeOwnPassword('new-pass1');
      await service.signOut();
      await expect(service.signIn(email, 'old-pass1')).rejects.toSatisfy(isCredentialError);
      expect((await service.signIn(email, 'new-pass1')).email).toBe(email);
    });

    test('changeOwnPassword refuses a weak password', async () => {
      const { service, makeAccount } = await makeAdapter();
      const email = freshEmail('weak');
      await makeAccount(email, 'staff-pass1');
      await service.signIn(email, 'staff-pass1');
      await expect(service.changeOwnPassword('123')).rejects.toMatchObject({
        code: 'weak-password',
      });
    });
  });
}
