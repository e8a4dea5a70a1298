import { describe, expect, test } from 'vitest';
import type { AuthService, AuthUser } from './types';

/**
 * What the members screen needs from every AuthService adapter: accounts created, checked and
 * changed without the acting staff member's session switching. Run against `local` in
 * `npm test` and against the Auth emulator in `npm run test:emulators`. E-mails are unique per
 * run, so an emulator with earlier accounts does not interfere.
 */
export function runAuthServiceContract(
  adapterName: string,
  makeService: () => Promise<AuthService>,
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

  async function signedInStaff(service: AuthService): Promise<AuthUser> {
    const email = freshEmail('staff');
    await service.createAccount(email, 'staff-pass1');
    return service.signIn(email, 'staff-pass1');
  }

  describe(`AuthService contract: ${adapterName}`, () => {
    test('createAccount makes an account that can sign in, without switching the session', async () => {
      const service = await makeService();
      const staff = await signedInStaff(service);
      const email = freshEmail('new');
      const created = await service.createAccount(email, 'secret123');
      expect(created.email).toBe(email);
      expect(created.uid).not.toBe(staff.uid);
      expect((await currentUser(service))?.uid).toBe(staff.uid);
      await service.signOut();
      expect((await service.signIn(email, 'secret123')).uid).toBe(created.uid);
    });

    test('createAccount reports a used e-mail, a weak password and a bad e-mail by code', async () => {
      const service = await makeService();
      const email = freshEmail('taken');
      await service.createAccount(email, 'secret123');
      await expect(service.createAccount(email, 'other123')).rejects.toMatchObject({
        code: 'email-already-in-use',
      });
      await expect(service.createAccount(freshEmail('weak'), '12345')).rejects.toMatchObject({
        code: 'weak-password',
      });
      await expect(service.createAccount('not-an-email', 'secret123')).rejects.toMatchObject({
        code: 'invalid-email',
      });
    });

    test('checkPassword resolves to the account for the right password, session untouched', async () => {
      const service = await makeService();
      const staff = await signedInStaff(service);
      const email = freshEmail('member');
      const member = await service.createAccount(email, 'secret123');
      expect((await service.checkPassword(email, 'secret123')).uid).toBe(member.uid);
      await expect(service.checkPassword(email, 'wrong-pass')).rejects.toSatisfy(isCredentialError);
      expect((await currentUser(service))?.uid).toBe(staff.uid);
    });

    test('changeOwnPassword: the new password signs in, the old one no longer does', async () => {
      const service = await makeService();
      const email = freshEmail('self');
      await service.createAccount(email, 'old-pass1');
      await service.signIn(email, 'old-pass1');
      await service.changeOwnPassword('new-pass1');
      await service.signOut();
      await expect(service.signIn(email, 'old-pass1')).rejects.toSatisfy(isCredentialError);
      expect((await service.signIn(email, 'new-pass1')).email).toBe(email);
    });

    test('changeOwnPassword refuses a weak password', async () => {
      const service = await makeService();
      await signedInStaff(service);
      await expect(service.changeOwnPassword('123')).rejects.toMatchObject({
        code: 'weak-password',
      });
    });

    test("changePasswordWithCurrent changes another account's password; the session stays", async () => {
      const service = await makeService();
      const staff = await signedInStaff(service);
      const email = freshEmail('other');
      const other = await service.createAccount(email, 'current1');
      await service.changePasswordWithCurrent({
        email,
        currentPassword: 'current1',
        newPassword: 'changed1',
        uid: other.uid,
      });
      expect((await currentUser(service))?.uid).toBe(staff.uid);
      expect((await service.checkPassword(email, 'changed1')).uid).toBe(other.uid);
      await expect(service.checkPassword(email, 'current1')).rejects.toSatisfy(isCredentialError);
    });

    test('changePasswordWithCurrent with a wrong current password or another uid changes nothing', async () => {
      const service = await makeService();
      await signedInStaff(service);
      const email = freshEmail('guarded');
      await service.createAccount(email, 'current1');
      await expect(
        service.changePasswordWithCurrent({
          email,
          currentPassword: 'wrong-pass',
          newPassword: 'changed1',
        }),
      ).rejects.toSatisfy(isCredentialError);
      await expect(
        service.changePasswordWithCurrent({
          email,
          currentPassword: 'current1',
          newPassword: 'changed1',
          uid: 'someone-else',
        }),
      ).rejects.toMatchObject({ code: 'invalid-credential' });
      expect((await service.checkPassword(email, 'current1')).email).toBe(email);
    });
  });
}
