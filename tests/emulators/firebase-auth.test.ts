import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { turnOffEmulatorSignUp } from '../../scripts/lib/emulator-sign-up';
import { runAuthServiceContract } from '../../src/lib/backend/auth-service-contract';
import { FirebaseAuthService } from '../../src/lib/backend/firebase/firebase-auth';
import type { AuthUser } from '../../src/lib/backend/types';
import { emulatorHost, PROJECT_ID } from './emulator-env';

// The real Firebase Auth adapter against the Auth emulator (runs wherever firebase-tools does),
// with client sign-up turned off as in production; accounts are made by the Admin SDK.
const app = initializeApp(
  { apiKey: 'demo-key', projectId: PROJECT_ID, appId: 'demo-app' },
  'auth-adapter-test',
);
const auth = getAuth(app);
const service = new FirebaseAuthService(auth);
// firebase-admin talks to the emulator because FIREBASE_AUTH_EMULATOR_HOST is set.
const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'auth-adapter-admin');
const adminAuth = getAdminAuth(adminApp);

let counter = 0;
const freshEmail = (base: string) =>
  `${base}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

async function makeAccount(email: string, password: string): Promise<AuthUser> {
  const user = await adminAuth.createUser({ email, password });
  return { uid: user.uid, email: user.email ?? null };
}

beforeAll(async () => {
  const { host, port } = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  await turnOffEmulatorSignUp(`${host}:${port}`, PROJECT_ID);
});

afterAll(async () => {
  await deleteApp(app);
  await deleteAdminApp(adminApp);
});

function nextAuthState(): Promise<AuthUser | null> {
  return new Promise((resolve) => {
    const stop = service.onAuthStateChanged((user) => {
      stop();
      resolve(user);
    });
  });
}

test('sign-up is off: a client cannot create an account, whatever the address', async () => {
  const stranger = freshEmail('stranger');
  await expect(createUserWithEmailAndPassword(auth, stranger, 'secret123')).rejects.toMatchObject({
    code: 'auth/internal-error',
  });
  await expect(adminAuth.getUserByEmail(stranger)).rejects.toMatchObject({
    code: 'auth/user-not-found',
  });
  // A used address is refused too. (The emulator checks the address before its blocking
  // function, so it still says email-already-in-use; production refuses sign-up first.)
  const taken = freshEmail('taken');
  const owner = await makeAccount(taken, 'secret123');
  await expect(createUserWithEmailAndPassword(auth, taken, 'other-pass1')).rejects.toHaveProperty(
    'code',
  );
  expect((await adminAuth.getUserByEmail(taken)).uid).toBe(owner.uid);
  expect(await nextAuthState()).toBeNull();
});

test('an account made by the Admin SDK signs in, and signs out again', async () => {
  const email = freshEmail('staff');
  const account = await makeAccount(email, 'secret123');
  expect(await service.signIn(email, 'secret123')).toEqual(account);
  expect(await nextAuthState()).toEqual(account);
  await service.signOut();
  expect(await nextAuthState()).toBeNull();
});

test('proveAccount: a fresh password sign-in on the side, whose ID token the Admin SDK accepts', async () => {
  const staffEmail = freshEmail('staff');
  const staff = await makeAccount(staffEmail, 'staff-pass1');
  await service.signIn(staffEmail, 'staff-pass1');
  const email = freshEmail('member');
  const member = await makeAccount(email, 'secret123');

  const proof = await service.proveAccount(email, 'secret123');
  expect(proof).toMatchObject({ uid: member.uid, email });
  const decoded = await adminAuth.verifyIdToken(proof.idToken, true);
  expect(decoded.uid).toBe(member.uid);
  expect(decoded.firebase.sign_in_provider).toBe('password');
  expect(Math.abs(Date.now() / 1000 - decoded.auth_time)).toBeLessThan(60);
  // The staff session did not switch.
  expect((await nextAuthState())?.uid).toBe(staff.uid);

  await expect(service.proveAccount(email, 'wrong-pass')).rejects.toSatisfy(
    (error: { code?: string }) =>
      ['invalid-credential', 'wrong-password'].includes(error.code ?? ''),
  );
  expect((await nextAuthState())?.uid).toBe(staff.uid);
  await service.signOut();
});

// Sign-in, sign-out, own password: the same contract the local adapter passes in `npm test`.
runAuthServiceContract('firebase (Auth emulator)', async () => ({ service, makeAccount }));

test('create-admin checks an existing account’s password with Auth itself', async () => {
  // scripts/admin-sdk.ts reads FIREBASE_AUTH_EMULATOR_HOST, set by `firebase emulators:exec`.
  const { passwordSignsIn } = await import('../../scripts/admin-sdk');
  const owner = freshEmail('owner');
  await makeAccount(owner, 'owners-pass1');
  expect(await passwordSignsIn(owner, 'owners-pass1')).toBe(true);
  expect(await passwordSignsIn(owner, 'someone-else')).toBe(false);
  expect(await passwordSignsIn(freshEmail('nobody'), 'whatever1')).toBe(false);
});
