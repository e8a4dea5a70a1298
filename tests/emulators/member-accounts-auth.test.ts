import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminAccountDirectory } from '../../functions/src/members/admin-accounts';
import {
  AccountError,
  changeMemberPassword,
  reAddMember,
  type MemberAccountsDeps,
} from '../../functions/src/members/member-accounts';
import { FirebaseAuthService } from '../../src/lib/backend/firebase/firebase-auth';
import { emulatorHost, PROJECT_ID } from './emulator-env';

// The members callables' Auth half against real Auth (the emulator): the Admin SDK binding of
// functions/src/members/ and the proof the browser makes with FirebaseAuthService.proveAccount.
// Their Firestore half (members/{uid}) is an in-memory map here; the handlers' own tests
// (`npm --prefix functions test`) cover it with fakes.
const app = initializeApp(
  { apiKey: 'demo-key', projectId: PROJECT_ID, appId: 'demo-app' },
  'member-accounts-client',
);
const clientAuth = getAuth(app);
const browser = new FirebaseAuthService(clientAuth);
const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'member-accounts-admin');
const adminAuth = getAdminAuth(adminApp);
const accounts = adminAccountDirectory(adminAuth);

let counter = 0;
const freshEmail = (base: string) =>
  `${base}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

beforeAll(() => {
  const { host, port } = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  connectAuthEmulator(clientAuth, `http://${host}:${port}`, { disableWarnings: true });
});

afterAll(async () => {
  await deleteApp(app);
  await deleteAdminApp(adminApp);
});

const failsAs = (kind: string) => (error: unknown) =>
  error instanceof AccountError && error.kind === kind;

/** The handlers' deps: real Auth, members in memory, the caller 'staff-1' is a 管理者. */
function depsWith(members: Set<string>): MemberAccountsDeps {
  return {
    isAdmin: async (uid) => uid === 'staff-1',
    accounts,
    members: {
      exists: async (uid) => members.has(uid),
      create: async (record) => {
        members.add(record.uid);
      },
      // Roles are covered against Firestore in functions.test.ts; not reached here.
      setRole: async () => 'not-found',
    },
    audit: async () => undefined,
  };
}

test('create: a new account; the Admin SDK refusals arrive as the kinds the screen knows', async () => {
  const email = freshEmail('new');
  const uid = await accounts.create(email, 'secret123');
  expect((await adminAuth.getUser(uid)).email).toBe(email);
  await expect(accounts.create(email, 'other123')).rejects.toSatisfy(failsAs('email-in-use'));
  await expect(accounts.create(freshEmail('weak'), '12345')).rejects.toSatisfy(
    failsAs('weak-password'),
  );
  await expect(accounts.create('not-an-email', 'secret123')).rejects.toSatisfy(
    failsAs('invalid-email'),
  );
});

test('verifyProof: the token of a side sign-in is a fresh password sign-in; junk is no proof', async () => {
  const email = freshEmail('proof');
  const uid = await accounts.create(email, 'secret123');
  const { idToken } = await browser.proveAccount(email, 'secret123');
  const proven = await accounts.verifyProof(idToken);
  expect(proven).toMatchObject({ uid, email, signInProvider: 'password' });
  expect(Math.abs(Date.now() / 1000 - proven.authTime)).toBeLessThan(60);
  await expect(accounts.verifyProof('not-a-token')).rejects.toSatisfy(failsAs('invalid-proof'));
  // A disabled account's token no longer proves anything (verifyIdToken checks revocation).
  await adminAuth.updateUser(uid, { disabled: true });
  await expect(accounts.verifyProof(idToken)).rejects.toSatisfy(failsAs('invalid-proof'));
});

test("reAddMember with the deleted account's password re-adds it; a second time it is already a member", async () => {
  const email = freshEmail('deleted');
  const uid = await accounts.create(email, 'old-pass1');
  const members = new Set<string>();
  const { idToken } = await browser.proveAccount(email, 'old-pass1');
  const request = { auth: { uid: 'staff-1' }, data: { name: '旧メンバー', email, proof: idToken } };
  expect(await reAddMember(request, depsWith(members))).toEqual({ uid, outcome: 're-added' });
  expect(members.has(uid)).toBe(true);
  expect(await reAddMember(request, depsWith(members))).toEqual({
    uid,
    outcome: 'already-member',
  });
});

test("changeMemberPassword: proven by the member's current password, the new one signs in", async () => {
  const email = freshEmail('kato');
  const uid = await accounts.create(email, 'current1');
  const { idToken } = await browser.proveAccount(email, 'current1');
  await changeMemberPassword(
    { auth: { uid: 'staff-1' }, data: { uid, proof: idToken, newPassword: 'changed1' } },
    depsWith(new Set()),
  );
  expect((await browser.proveAccount(email, 'changed1')).uid).toBe(uid);
  await expect(browser.proveAccount(email, 'current1')).rejects.toMatchObject({
    code: expect.stringMatching(/invalid-credential|wrong-password/),
  });
});
