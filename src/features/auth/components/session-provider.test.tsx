import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { backend, setBackendForTests } from '@/lib/backend';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local/local-backend';
import { DEMO_ACCOUNT } from '@/lib/backend/local/seed';
import { useSession } from '../hooks/session-context';
import { authStrings } from '../strings';
import { RequireAuth } from './require-auth';
import { SessionProvider } from './session-provider';

// Password hashing (PBKDF2) is slow on a loaded machine: give each find* up to 5 s and each test 30 s.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

let n = 0;
let local: LocalBackend;
const listening = { count: 0 };

/** A protected screen with a live listener, like every admin table. */
function LiveScreen() {
  const { session } = useSession();
  useEffect(() => {
    listening.count += 1;
    const stop = backend().data.subscribe(
      'surveys',
      {},
      () => undefined,
      () => undefined,
    );
    return () => {
      stop();
      listening.count -= 1;
    };
  }, []);
  return <h1>{session.status === 'signed-in' ? session.member.name : ''}</h1>;
}

async function mount() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>login page</h1> },
      { element: <RequireAuth />, children: [{ path: '/surveys', element: <LiveScreen /> }] },
    ],
    { initialEntries: ['/surveys'] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

beforeEach(async () => {
  localStorage.clear();
  listening.count = 0;
  local = await createLocalBackend({ seed: 'empty', databaseName: `session-${(n += 1)}` });
  setBackendForTests(local);
});

test('the seeded demo account is staff: its member record makes the screens render', async () => {
  await local.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await mount();
  expect(await screen.findByRole('heading', { name: 'デモ管理者' })).toBeInTheDocument();
  // The listener starts in a passive effect, which can run just after the heading is painted.
  await waitFor(() => expect(listening.count).toBe(1));
});

/** The backend's auth state right now (null when signed out). */
function backendUser() {
  return new Promise<string | null>((resolve) => {
    const stop = local.auth.onAuthStateChanged((user) => {
      stop();
      resolve(user?.uid ?? null);
    });
  });
}

test('signing in never creates a member: an account without one is refused and signed out at once', async () => {
  const user = userEvent.setup();
  await local.auth.createAccount('outsider@example.com', 'secret1');
  await local.auth.signIn('outsider@example.com', 'secret1');
  const router = await mount();
  expect(
    await screen.findByRole('heading', { name: authStrings.refusedTitle }),
  ).toBeInTheDocument();
  expect(screen.getByText(authStrings.refusedMessage('outsider@example.com'))).toBeInTheDocument();
  expect(screen.getByText(authStrings.refusedHint)).toBeInTheDocument();
  expect(listening.count).toBe(0);
  expect(await local.data.query('members')).toHaveLength(1);
  // Signed out already: a reload would show the login page, the device keeps no session.
  await waitFor(async () => expect(await backendUser()).toBeNull());
  expect(localStorage.length).toBe(0);
  await user.click(screen.getByRole('button', { name: authStrings.backToLogin }));
  expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

test('deleting the own member record refuses the session at once, signs it out and stops live listeners', async () => {
  await local.data.set('members', 'u-sato', {
    uid: 'u-sato',
    name: '佐藤',
    email: 'sato@example.com',
  });
  const account = await local.auth.createAccount('sato@example.com', 'secret1', 'u-sato');
  await local.auth.signIn(account.email!, 'secret1');
  await mount();
  expect(await screen.findByRole('heading', { name: '佐藤' })).toBeInTheDocument();
  await waitFor(() => expect(listening.count).toBe(1));
  await act(() => local.data.delete('members', 'u-sato'));
  expect(
    await screen.findByRole('heading', { name: authStrings.refusedTitle }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '佐藤' })).not.toBeInTheDocument();
  // The live listeners stop in the effects' clean-up, which may run just after the paint.
  await waitFor(() => expect(listening.count).toBe(0));
  await waitFor(async () => expect(await backendUser()).toBeNull());
  // Added back by staff, the account needs a new sign-in: the refusal stays.
  await act(() =>
    local.data.set('members', 'u-sato', { uid: 'u-sato', name: '佐藤', email: 'sato@example.com' }),
  );
  expect(screen.getByRole('heading', { name: authStrings.refusedTitle })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '佐藤' })).not.toBeInTheDocument();
});

test('a record under another id with the same uid does not make the account staff', async () => {
  const account = await local.auth.createAccount('legacy@example.com', 'secret1');
  await local.data.set('members', 'legacy-id', { uid: account.uid, name: '旧', email: 'x' });
  await local.auth.signIn('legacy@example.com', 'secret1');
  await mount();
  expect(
    await screen.findByRole('heading', { name: authStrings.refusedTitle }),
  ).toBeInTheDocument();
  expect(await local.data.get('members', account.uid)).toBeNull();
});

test('when the own record cannot be read, no screen renders and the page says so', async () => {
  const original = local.data.subscribeDoc.bind(local.data);
  vi.spyOn(local.data, 'subscribeDoc').mockImplementation((collection, id, onChange, onError) => {
    if (collection === 'members') {
      queueMicrotask(() => onError(new Error('offline')));
      return () => undefined;
    }
    return original(collection, id, onChange, onError);
  });
  await local.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await mount();
  expect(
    await screen.findByRole('heading', { name: authStrings.memberSetupFailed }),
  ).toBeInTheDocument();
  expect(screen.getByText(authStrings.memberSetupFailedHint)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: authStrings.reload })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: authStrings.logout })).toBeInTheDocument();
  expect(listening.count).toBe(0);
});
