import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adminAccountDirectory,
  adminMemberRecords,
  type AdminAuth,
  type AdminMemberStore,
} from './admin-accounts.js';
import { AccountError } from './member-accounts.js';

const authError = (code: string) => Object.assign(new Error(code), { code });

/** firebase-admin's Auth as far as the binding calls it, failing with the given code. */
function fakeAuth(failWith?: string): AdminAuth & { updates: string[] } {
  const updates: string[] = [];
  return {
    updates,
    async createUser({ email }) {
      if (failWith) throw authError(failWith);
      return { uid: `uid-of-${email}` };
    },
    async verifyIdToken(idToken, checkRevoked) {
      if (failWith) throw authError(failWith);
      assert.equal(checkRevoked, true);
      return {
        uid: `uid-${idToken}`,
        email: 'a@example.com',
        auth_time: 100,
        firebase: { sign_in_provider: 'password' },
      };
    },
    async updateUser(uid, { password }) {
      if (failWith) throw authError(failWith);
      updates.push(`${uid} ${password}`);
      return {};
    },
  };
}

const failsAs = (kind: string) => (error: unknown) => {
  assert.ok(error instanceof AccountError, String(error));
  assert.equal(error.kind, kind);
  return true;
};

test('create: the uid; the Admin SDK codes for a used e-mail, a bad e-mail, a weak password', async () => {
  assert.equal(
    await adminAccountDirectory(fakeAuth()).create('a@example.com', 'x'),
    'uid-of-a@example.com',
  );
  const cases = [
    ['auth/email-already-exists', 'email-in-use'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/invalid-password', 'weak-password'],
  ] as const;
  for (const [code, kind] of cases)
    await assert.rejects(
      adminAccountDirectory(fakeAuth(code)).create('a@x.com', 'x'),
      failsAs(kind),
    );
  // Anything else (quota, network) is not disguised.
  await assert.rejects(
    adminAccountDirectory(fakeAuth('app/network-error')).create('a@x.com', 'x'),
    /app\/network-error/,
  );
});

test('verifyProof: decoded claims, checked for revocation; any auth/ refusal is no proof', async () => {
  assert.deepEqual(await adminAccountDirectory(fakeAuth()).verifyProof('t1'), {
    uid: 'uid-t1',
    email: 'a@example.com',
    signInProvider: 'password',
    authTime: 100,
  });
  for (const code of [
    'auth/id-token-expired',
    'auth/id-token-revoked',
    'auth/user-disabled',
    'auth/argument-error',
  ])
    await assert.rejects(
      adminAccountDirectory(fakeAuth(code)).verifyProof('t'),
      failsAs('invalid-proof'),
    );
});

test('setPassword: updates the account; a weak password or a vanished account is refused', async () => {
  const auth = fakeAuth();
  await adminAccountDirectory(auth).setPassword('u1', 'changed1');
  assert.deepEqual(auth.updates, ['u1 changed1']);
  await assert.rejects(
    adminAccountDirectory(fakeAuth('auth/invalid-password')).setPassword('u1', '1'),
    failsAs('weak-password'),
  );
  await assert.rejects(
    adminAccountDirectory(fakeAuth('auth/user-not-found')).setPassword('u1', 'changed1'),
    failsAs('invalid-proof'),
  );
});

test('member records: members/{uid} with exactly uid, name, email and the server time', async () => {
  const written: { path: string; data: Record<string, unknown> }[] = [];
  const db: AdminMemberStore = {
    doc: (path) => ({
      get: async () => ({ exists: path === 'members/there' }),
      set: async (data) => {
        written.push({ path, data });
      },
    }),
  };
  const records = adminMemberRecords(db, () => 'SERVER_TIME');
  assert.equal(await records.exists('there'), true);
  assert.equal(await records.exists('absent'), false);
  await records.create({
    uid: 'u1',
    name: '佐藤',
    email: 's@example.com',
    role: 'viewer',
    canExport: false,
  });
  assert.deepEqual(written, [
    {
      path: 'members/u1',
      data: {
        uid: 'u1',
        name: '佐藤',
        email: 's@example.com',
        role: 'viewer',
        canExport: false,
        createdAt: 'SERVER_TIME',
      },
    },
  ]);
});
