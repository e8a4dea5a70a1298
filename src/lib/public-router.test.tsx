import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { settled } from '@/test/settled';
import {
  matchRoute,
  preloadRoute,
  PublicRouter,
  useNavigate,
  useParams,
  useRouteData,
  type PublicRoute,
} from './public-router';

const page = () => Promise.resolve(() => null);
const routes: PublicRoute[] = [
  { path: '/survey/:surveyId', load: page },
  { path: '/:id', load: page },
];

test('matches literal and named segments, decodes params, ignores a trailing slash', () => {
  expect(matchRoute(routes, '/survey/a%20b')?.params).toEqual({ surveyId: 'a b' });
  expect(matchRoute(routes, '/xyz/')?.route).toBe(routes[1]);
  expect(matchRoute(routes, '/a/b/c')).toBeNull();
  expect(matchRoute(routes, '/')).toBeNull();
  expect(matchRoute(routes, '/%E0%A4%A')).toBeNull();
});

function Survey() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/r1', { replace: true })}>
      {useParams().surveyId}
    </button>
  );
}
const Other = () => <p>other {useParams().id}</p>;

test('renders the matched page and navigates without a reload', async () => {
  window.history.replaceState(null, '', '/survey/s1');
  render(
    <PublicRouter
      routes={[
        { path: '/survey/:surveyId', load: () => Promise.resolve(Survey) },
        { path: '/:id', load: () => Promise.resolve(Other) },
      ]}
      notFound={() => <p>none</p>}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 's1' }));
  expect(await screen.findByText('other r1')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/r1');
});

test('an unknown path shows the not-found page', () => {
  window.history.replaceState(null, '', '/a/b/c');
  render(<PublicRouter routes={routes} notFound={() => <p>none</p>} />);
  expect(screen.getByText('none')).toBeInTheDocument();
});

test('a route’s data is read with its page, before it mounts; each navigation reads again', async () => {
  let reads = 0;
  const Shown = () => <p>{useRouteData<string>()?.value ?? 'nothing read'}</p>;
  const dataRoutes: PublicRoute[] = [
    {
      path: '/survey/:surveyId',
      load: () => Promise.resolve(Shown),
      data: ({ surveyId }) => Promise.resolve(`${surveyId} read ${++reads}`),
    },
    {
      path: '/broken/:id',
      load: () => Promise.resolve(Shown),
      data: () => Promise.reject(new Error('offline')),
    },
  ];
  window.history.replaceState(null, '', '/survey/s1');
  await preloadRoute(dataRoutes, '/survey/s1');
  const { unmount } = render(<PublicRouter routes={dataRoutes} notFound={() => null} />);
  // No loading state in between: the first render has the data.
  expect(screen.getByText('s1 read 1')).toBeInTheDocument();
  unmount();

  await preloadRoute(dataRoutes, '/survey/s1');
  render(<PublicRouter routes={dataRoutes} notFound={() => null} />);
  expect(screen.getByText('s1 read 2')).toBeInTheDocument();

  window.history.replaceState(null, '', '/broken/x');
  await expect(preloadRoute(dataRoutes, '/broken/x')).resolves.toBeUndefined();
});

test('of two navigations, the later one lands even when the earlier one’s read ends last', async () => {
  let finishSlow = () => undefined as void;
  const Start = () => {
    const navigate = useNavigate();
    return (
      <>
        <button type="button" onClick={() => navigate('/slow/1')}>
          slow
        </button>
        <button type="button" onClick={() => navigate('/fast/2')}>
          fast
        </button>
      </>
    );
  };
  const Shown = () => <p>shown {String(useRouteData<string>()?.value)}</p>;
  const raceRoutes: PublicRoute[] = [
    { path: '/start', load: () => Promise.resolve(Start) },
    {
      path: '/slow/:id',
      load: () => Promise.resolve(Shown),
      data: () => new Promise((resolve) => (finishSlow = () => resolve('slow'))),
    },
    { path: '/fast/:id', load: () => Promise.resolve(Shown), data: async () => 'fast' },
  ];
  window.history.replaceState(null, '', '/start');
  await preloadRoute(raceRoutes, '/start');
  render(<PublicRouter routes={raceRoutes} notFound={() => null} />);
  await userEvent.click(screen.getByRole('button', { name: 'slow' }));
  await userEvent.click(screen.getByRole('button', { name: 'fast' }));
  expect(await screen.findByText('shown fast')).toBeInTheDocument();
  // The slow read settles after the fast one landed: it changes nothing.
  await act(async () => {
    finishSlow();
    await settled();
  });
  expect(screen.getByText('shown fast')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/fast/2');
});
