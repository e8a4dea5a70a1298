import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setBackendForTests } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { isSharedPc, setSharedPc } from '@/lib/shared-pc';
import { authStrings } from '../strings';
import { LoginPage } from './login-page';
import { SessionProvider } from './session-provider';

let n = 0;
afterEach(() => setSharedPc(false));

async function mountLoginPage(restart: () => void = () => {}) {
  const local = await createLocalBackend({ seed: 'empty', databaseName: `login-page-${(n += 1)}` });
  setBackendForTests(local);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage restart={restart} /> },
      { path: '/surveys', element: <h1>アンケート管理</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, local };
}

test('the form has the spec texts and input types', async () => {
  await mountLoginPage();
  expect(screen.getByText(authStrings.subtitle)).toBeInTheDocument();
  expect(screen.getByLabelText(authStrings.email)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(authStrings.email)).toBeRequired();
  expect(screen.getByLabelText(authStrings.password)).toBeRequired();
});

test('the caret starts in the e-mail field', async () => {
  await mountLoginPage();
  expect(await screen.findByLabelText(authStrings.email)).toHaveFocus();
});

test('a wrong password shows the red box with the spec message', async () => {
  const user = userEvent.setup();
  await mountLoginPage();
  await user.type(screen.getByLabelText(authStrings.email), 'demo@example.com');
  await user.type(screen.getByLabelText(authStrings.password), 'wrong');
  await user.click(screen.getByRole('button', { name: authStrings.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(authStrings.loginFailed);
  expect(screen.getByRole('button', { name: authStrings.submit })).toBeEnabled();
});

test('the button reads ログイン中... while signing in, then the user lands on /surveys', async () => {
  const user = userEvent.setup();
  const { router, local } = await mountLoginPage();
  // The sign-in is held until the submitting state has been seen.
  const signIn = local.auth.signIn.bind(local.auth);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(local.auth, 'signIn').mockImplementation(async (email, password) => {
    await held;
    return signIn(email, password);
  });
  await user.type(screen.getByLabelText(authStrings.email), 'demo@example.com');
  await user.type(screen.getByLabelText(authStrings.password), 'demo1234');
  await user.click(screen.getByRole('button', { name: authStrings.submit }));
  expect(screen.getByRole('button', { name: authStrings.submitting })).toBeDisabled();
  release();
  expect(await screen.findByRole('heading', { name: 'アンケート管理' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/surveys');
});

test('「このPCを共用する」 is kept for this browser; turning it on restarts the app after signing in', async () => {
  const user = userEvent.setup();
  const restart = vi.fn();
  await mountLoginPage(restart);
  const shared = screen.getByRole('checkbox', { name: authStrings.sharedPc });
  expect(shared).not.toBeChecked();
  expect(shared).toHaveAccessibleDescription(authStrings.sharedPcHint);
  await user.click(shared);
  await user.type(screen.getByLabelText(authStrings.email), 'demo@example.com');
  await user.type(screen.getByLabelText(authStrings.password), 'demo1234');
  await user.click(screen.getByRole('button', { name: authStrings.submit }));
  await vi.waitFor(() => expect(restart).toHaveBeenCalledOnce());
  expect(isSharedPc()).toBe(true);
});

test('without it, signing in goes straight on and the browser is not marked shared', async () => {
  const user = userEvent.setup();
  const restart = vi.fn();
  await mountLoginPage(restart);
  await user.type(screen.getByLabelText(authStrings.email), 'demo@example.com');
  await user.type(screen.getByLabelText(authStrings.password), 'demo1234');
  await user.click(screen.getByRole('button', { name: authStrings.submit }));
  expect(await screen.findByRole('heading', { name: 'アンケート管理' })).toBeInTheDocument();
  expect(restart).not.toHaveBeenCalled();
  expect(isSharedPc()).toBe(false);
});
