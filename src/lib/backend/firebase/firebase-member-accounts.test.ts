import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { AuthError } from '../errors';
import { FunctionCallError } from '../function-call-error';
import type { AuthUser, FunctionsPort } from '../types';
import { FirebaseMemberAccounts, type AccountProver } from './firebase-member-accounts';

/** Auth's side sign-in: accounts by e-mail; a wrong password fails as Firebase reports it. */
function fakeProver(accounts: Record<string, { uid: string; password: string }>) {
  const proofs: string[] = [];
  const prover: AccountProver = {
    async proveAccount(email, password): Promise<AuthUser & { idToken: string }> {
      const account = accounts[email];
      if (!account || account.password !== password)
        throw new AuthError('invalid-credential', 'Firebase: Error (auth/invalid-credential).');
      proofs.push(email);
      return { uid: account.uid, email, idToken: `token-of-${account.uid}` };
    },
  };
  return { prover, proofs };
}

/** The callables, by name: records every call; `reply` answers or throws. */
function fakeFunctions(reply: (name: string, data: unknown) => unknown) {
  const calls: { name: string; data: unknown }[] = [];
  const functions: FunctionsPort = {
    async call<Req, Res>(name: string, data: Req): Promise<Res> {
      calls.push({ name, data });
      return reply(name, data) as Res;
    },
  };
  return { functions, calls };
}

const refusal = (code: string, reason: string | null, message = 'サーバーの理由') =>
  new FunctionCallError(code, message, {
    reason: reason as FunctionCallError['reason'],
  });

test('create calls addMember with the form; nothing is created in the browser', async () => {
  const { prover, proofs } = fakeProver({});
  const { functions, calls } = fakeFunctions(() => ({ uid: 'new-uid' }));
  const accounts = new FirebaseMemberAccounts(prover, functions);
  const input = { name: '佐藤', email: 'sato@example.com', password: 'secret1' };
  expect(await accounts.create(input)).toEqual({ uid: 'new-uid' });
  expect(calls).toEqual([{ name: 'addMember', data: input }]);
  expect(proofs).toEqual([]);
});

test("the callables' reasons become the auth codes the screen's messages are chosen by", async () => {
  const { prover } = fakeProver({});
  const cases = [
    [CALLABLE_REASONS.emailInUse, 'email-already-in-use'],
    [CALLABLE_REASONS.invalidEmail, 'invalid-email'],
    [CALLABLE_REASONS.weakPassword, 'weak-password'],
    [CALLABLE_REASONS.invalidProof, 'invalid-credential'],
  ] as const;
  for (const [reason, code] of cases) {
    const { functions } = fakeFunctions(() => {
      throw refusal('invalid-argument', reason);
    });
    await expect(
      new FirebaseMemberAccounts(prover, functions).create({
        name: 'a',
        email: 'a@x.jp',
        password: 'p',
      }),
    ).rejects.toEqual(expect.objectContaining({ name: 'AuthError', code }));
  }
  // Without a reason the function's own error (and its Japanese message) is kept.
  const denied = refusal('permission-denied', null, 'この操作を行う権限がありません');
  const { functions } = fakeFunctions(() => {
    throw denied;
  });
  await expect(
    new FirebaseMemberAccounts(prover, functions).create({
      name: 'a',
      email: 'a@x.jp',
      password: 'p',
    }),
  ).rejects.toBe(denied);
});

test('reAdd proves the password by a side sign-in and sends its ID token, never the password', async () => {
  const { prover } = fakeProver({ 'old@example.com': { uid: 'old', password: 'old-pass1' } });
  const { functions, calls } = fakeFunctions(() => ({ uid: 'old', outcome: 're-added' }));
  const accounts = new FirebaseMemberAccounts(prover, functions);
  expect(
    await accounts.reAdd({ name: '旧', email: 'old@example.com', password: 'old-pass1' }),
  ).toBe('re-added');
  expect(calls).toEqual([
    { name: 'reAddMember', data: { name: '旧', email: 'old@example.com', proof: 'token-of-old' } },
  ]);
  expect(JSON.stringify(calls)).not.toContain('old-pass1');
});

test('reAdd with a wrong password fails as the sign-in did, and calls nothing', async () => {
  const { prover } = fakeProver({ 'old@example.com': { uid: 'old', password: 'old-pass1' } });
  const { functions, calls } = fakeFunctions(() => ({ uid: 'old', outcome: 're-added' }));
  await expect(
    new FirebaseMemberAccounts(prover, functions).reAdd({
      name: '旧',
      email: 'old@example.com',
      password: 'wrong',
    }),
  ).rejects.toMatchObject({ code: 'invalid-credential' });
  expect(calls).toEqual([]);
});

test("changePassword: the current password proves the account; another account's is refused here", async () => {
  const { prover } = fakeProver({
    'kato@example.com': { uid: 'kato', password: 'current1' },
    'sato@example.com': { uid: 'sato', password: 'sato-pass' },
  });
  const { functions, calls } = fakeFunctions(() => ({ changed: true }));
  const accounts = new FirebaseMemberAccounts(prover, functions);
  await accounts.changePassword({
    uid: 'kato',
    email: 'kato@example.com',
    currentPassword: 'current1',
    newPassword: 'changed1',
  });
  expect(calls).toEqual([
    {
      name: 'changeMemberPassword',
      data: { uid: 'kato', proof: 'token-of-kato', newPassword: 'changed1' },
    },
  ]);
  await expect(
    accounts.changePassword({
      uid: 'kato',
      email: 'sato@example.com',
      currentPassword: 'sato-pass',
      newPassword: 'changed1',
    }),
  ).rejects.toMatchObject({ code: 'invalid-credential' });
  expect(calls).toHaveLength(1);
});
