import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { commonStrings } from './strings';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function mountGuardedPages(when: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/edit',
        element: (
          <>
            <UnsavedChangesGuard when={when} />
            <Link to="/list">一覧へ</Link>
          </>
        ),
      },
      { path: '/list', element: <h1>一覧</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('with unsaved changes, leaving asks first; cancel stays on the page', async () => {
  const user = userEvent.setup();
  const router = mountGuardedPages(true);
  await user.click(screen.getByRole('link', { name: '一覧へ' }));
  const dialog = screen.getByRole('dialog', { name: commonStrings.unsavedTitle });
  expect(dialog).toHaveTextContent('保存されていない変更があります。このページを離れますか？');
  await user.click(screen.getByRole('button', { name: commonStrings.cancel }));
  expect(router.state.location.pathname).toBe('/edit');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('破棄して移動 leaves the page', async () => {
  const user = userEvent.setup();
  const router = mountGuardedPages(true);
  await user.click(screen.getByRole('link', { name: '一覧へ' }));
  await user.click(screen.getByRole('button', { name: commonStrings.discardAndLeave }));
  expect(router.state.location.pathname).toBe('/list');
  expect(await screen.findByRole('heading', { name: '一覧' })).toBeInTheDocument();
});

test('without changes navigation is not blocked and no unload warning is set', async () => {
  const user = userEvent.setup();
  const router = mountGuardedPages(false);
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
  await user.click(screen.getByRole('link', { name: '一覧へ' }));
  expect(router.state.location.pathname).toBe('/list');
});

test('with changes the browser unload warning is armed', () => {
  mountGuardedPages(true);
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
});
