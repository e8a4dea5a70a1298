import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router-dom';
import { shellStrings } from '../strings';
import { adminRoutes } from './admin-routes';
import { documentTitle, screenTitle, TitledOutlet, titled } from './route-title';

test('the deepest route that names a screen wins', () => {
  expect(screenTitle([{ handle: titled('外側').handle }, { handle: titled('内側').handle }])).toBe(
    '内側',
  );
  expect(screenTitle([{ handle: titled('外側').handle }, { handle: undefined }])).toBe('外側');
  expect(screenTitle([{ handle: { title: 3 } }, { handle: null }])).toBeUndefined();
});

test('titles read screen | product', () => {
  expect(documentTitle(shellStrings.surveysTitle)).toBe('アンケート管理 | Back Office');
});

test('navigating changes the tab title; an untitled (public) route keeps what it set', async () => {
  const user = userEvent.setup();
  document.title = 'Back Office';
  const router = createMemoryRouter(
    [
      {
        element: <TitledOutlet />,
        children: [
          { path: '/a', element: <Link to="/b">次へ</Link>, ...titled('SA管理') },
          { path: '/b', element: <Link to="/public">公開ページ</Link>, ...titled('OB管理') },
          { path: '/public', element: <p>公開</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  expect(document.title).toBe('SA管理 | Back Office');
  await user.click(screen.getByRole('link', { name: '次へ' }));
  expect(document.title).toBe('OB管理 | Back Office');
  document.title = 'サービス満足度アンケート';
  await user.click(screen.getByRole('link', { name: '公開ページ' }));
  expect(await screen.findByText('公開')).toBeInTheDocument();
  expect(document.title).toBe('サービス満足度アンケート');
});

/** Every admin screen (a route with a path and a lazy screen or the login page) has a title. */
function untitledScreens(routes: readonly RouteObject[], inherited = false): string[] {
  return routes.flatMap((route) => {
    const titledHere = inherited || screenTitle([{ handle: route.handle }]) !== undefined;
    const own =
      route.path && route.path !== '/' && !route.path.includes(':id') && !titledHere
        ? [route.path]
        : [];
    return [...own, ...untitledScreens(route.children ?? [], titledHere)];
  });
}

test('every admin route names its screen (public pages, which set their own, are another app)', () => {
  expect(untitledScreens(adminRoutes())).toEqual([]);
});
