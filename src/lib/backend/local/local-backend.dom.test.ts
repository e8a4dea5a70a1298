import { AuthError } from '../errors';
import type { AuthUser } from '../types';
import { createLocalBackend } from './local-backend';
import { DEMO_ACCOUNT } from './seed';

let n = 0;
const fresh = () => `local-backend-${(n += 1)}`;

function firstAuthState(backend: {
  auth: { onAuthStateChanged(cb: (u: AuthUser | null) => void): () => void };
}) {
  return new Promise<AuthUser | null>((resolve) => {
    const stop = backend.auth.onAuthStateChanged((user) => {
      stop();
      resolve(user);
    });
  });
}

test('the demo seed creates the demo account and data for every area', async () => {
  const backend = await createLocalBackend({ seed: 'demo', databaseName: fresh() });
  const user = await backend.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  expect(user).toEqual({ uid: DEMO_ACCOUNT.uid, email: DEMO_ACCOUNT.email });
  for (const collection of [
    'surveys',
    'responses',
    'surveyResponses',
    'promotions',
    'members',
    'sa_list',
    'ob_list',
    'dropdown_options',
  ]) {
    expect((await backend.data.query(collection)).length, collection).toBeGreaterThan(0);
  }
  const statuses = new Set((await backend.data.query('surveys')).map((doc) => doc.data.status));
  expect(statuses).toEqual(new Set(['draft', 'published', 'closed']));
});

test('the empty seed has the demo account, its member record (so it is staff) and no data', async () => {
  const backend = await createLocalBackend({ seed: 'empty', databaseName: fresh() });
  await backend.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  expect(await backend.data.query('surveys')).toEqual([]);
  const members = await backend.data.query('members');
  expect(members.map((doc) => doc.id)).toEqual([DEMO_ACCOUNT.uid]);
  expect(members[0]?.data).toMatchObject({ uid: DEMO_ACCOUNT.uid, email: DEMO_ACCOUNT.email });
});

test('seeding happens once: data changed after the first start is kept', async () => {
  const name = fresh();
  const first = await createLocalBackend({ seed: 'demo', databaseName: name });
  await first.data.delete('surveys', 'seed-survey-feature');
  const second = await createLocalBackend({ seed: 'demo', databaseName: name });
  expect(await second.data.get('surveys', 'seed-survey-feature')).toBeNull();
});

test('a wrong password or unknown account is an invalid-credential error', async () => {
  const backend = await createLocalBackend({ seed: 'empty', databaseName: fresh() });
  await expect(backend.auth.signIn(DEMO_ACCOUNT.email, 'wrong-password')).rejects.toMatchObject({
    code: 'invalid-credential',
  });
  await expect(backend.auth.signIn('nobody@example.com', 'demo1234')).rejects.toBeInstanceOf(
    AuthError,
  );
});

test('creating an account validates e-mail, password length and uniqueness', async () => {
  const backend = await createLocalBackend({ seed: 'empty', databaseName: fresh() });
  await expect(backend.auth.createAccount('not-an-email', 'secret1')).rejects.toMatchObject({
    code: 'invalid-email',
  });
  await expect(backend.auth.createAccount('new@example.com', '12345')).rejects.toMatchObject({
    code: 'weak-password',
  });
  await expect(backend.auth.createAccount('DEMO@example.com', 'secret1')).rejects.toMatchObject({
    code: 'email-already-in-use',
  });
  const user = await backend.auth.createAccount('new@example.com', 'secret1');
  expect(user.email).toBe('new@example.com');
});

test('the session survives a restart (reload) until sign-out', async () => {
  const name = fresh();
  const first = await createLocalBackend({ seed: 'empty', databaseName: name });
  expect(await firstAuthState(first)).toBeNull();
  await first.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const reloaded = await createLocalBackend({ seed: 'empty', databaseName: name });
  expect(await firstAuthState(reloaded)).toEqual({
    uid: DEMO_ACCOUNT.uid,
    email: DEMO_ACCOUNT.email,
  });
  await reloaded.auth.signOut();
  const again = await createLocalBackend({ seed: 'empty', databaseName: name });
  expect(await firstAuthState(again)).toBeNull();
});
