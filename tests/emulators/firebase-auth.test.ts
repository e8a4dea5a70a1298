import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runAuthServiceContract } from '../../src/lib/backend/auth-service-contract';
import { FirebaseAuthService } from '../../src/lib/backend/firebase/firebase-auth';
import type { AuthUser } from '../../src/lib/backend/types';
import { emulatorHost, PROJECT_ID } from './emulator-env';

// The real Firebase Auth adapter against the Auth emulator (runs wherever firebase-tools does).
const app = initializeApp(
  { apiKey: 'demo-key', projectId: PROJECT_ID, appId: 'demo-app' },
  'auth-adapter-test',
);
const auth = getAuth(app);
const service = new FirebaseAuthService(auth);
const email = `staff-${Date.now()}@example.com`;

beforeAll(() => {
  const { host, port } = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
});

afterAll(() => deleteApp(app));

function nextAuthState(): Promise<AuthUser | null> {
  return new Promise((resolve) => {
    const stop = service.onAuthStateChanged((user) => {
      stop();
      resolve(user);
    });
  });
}

test('sign-up creates the account and signs it in', async () => {
  const user = await service.signUp(email, 'secret123');
  expect(user.email).toBe(email);
  expect(user.uid).toMatch(/\S+/);
  expect(await nextAuthState()).toEqual(user);
});

test('sign-out then sign-in with the same password gives the same uid', async () => {
  const { uid } = (await nextAuthState())!;
  await service.signOut();
  expect(await nextAuthState()).toBeNull();
  const again = await service.signIn(email, 'secret123');
  expect(again.uid).toBe(uid);
});

test('a wrong password is reported with a typed credential error', async () => {
  await service.signOut();
  await expect(service.signIn(email, 'wrong-password')).rejects.toSatisfy(
    (error: { code?: string }) =>
      ['invalid-credential', 'wrong-password'].includes(error.code ?? ''),
  );
});

test('sign-up errors map to the codes the screens use', async () => {
  await expect(service.signUp(email, 'secret123')).rejects.toMatchObject({
    code: 'email-already-in-use',
  });
  await expect(service.signUp(`weak-${Date.now()}@example.com`, '123')).rejects.toMatchObject({
    code: 'weak-password',
  });
  await expect(service.signUp('not-an-email', 'secret123')).rejects.toMatchObject({
    code: 'invalid-email',
  });
});

// Create without signing in, check a password, change a password: the same contract the local
// adapter passes in `npm test`.
runAuthServiceContract('firebase (Auth emulator)', async () => service);

test('create-admin checks an existing account’s password with Auth itself', async () => {
  // scripts/admin-sdk.ts reads FIREBASE_AUTH_EMULATOR_HOST, set by `firebase emulators:exec`.
  const { passwordSignsIn } = await import('../../scripts/admin-sdk');
  const owner = `owner-${Date.now()}@example.com`;
  await service.createAccount(owner, 'owners-pass1');
  expect(await passwordSignsIn(owner, 'owners-pass1')).toBe(true);
  expect(await passwordSignsIn(owner, 'someone-else')).toBe(false);
  expect(await passwordSignsIn(`nobody-${Date.now()}@example.com`, 'whatever1')).toBe(false);
});
