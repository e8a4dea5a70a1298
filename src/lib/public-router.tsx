import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';

/**
 * The public pages' router: a few path patterns, lazy pages, history navigation. The admin app
 * uses react-router; on the public pages it would be ~30 kB gzip of the ~110 kB budget for
 * four patterns and one `navigate`. Page components read `useParams()` / `useNavigate()` from
 * here, with the same shapes as react-router's.
 */
export interface PublicRoute {
  /** `/survey/:surveyId` style: literal segments and `:name` segments, nothing else. */
  path: string;
  load: () => Promise<ComponentType>;
  /**
   * The page's first read, run beside `load` before the page mounts, so its first render shows
   * the content instead of a loading state (`useRouteData`). A failure is left to the page.
   */
  data?: (params: Params) => Promise<unknown>;
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: PublicRoute;
  params: Params;
}

/** The first route whose segments all match (a trailing slash is ignored), with its params. */
export function matchRoute(routes: readonly PublicRoute[], pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false; // a malformed %-escape matches nothing (the not-found page)
      }
    });
    if (matches) return { route, params };
  }
  return null;
}

const loaded = new WeakMap<PublicRoute, ComponentType>();
/** The last `data` read of each path, from the preload that led to it. */
const routeData = new Map<string, { value: unknown }>();

/**
 * Loads the page for `pathname`, and reads its data once `dataReady` has settled (the app's
 * start: the public data adapter), ahead of its render, so it mounts without a blank frame (or a
 * loading state). Each navigation reads the data again.
 */
export async function preloadRoute(
  routes: readonly PublicRoute[],
  pathname: string,
  dataReady: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  const match = matchRoute(routes, pathname);
  if (!match) return;
  routeData.delete(pathname);
  const { route, params } = match;
  const { data } = route;
  await Promise.all([
    loaded.has(route) ? null : route.load().then((page) => loaded.set(route, page)),
    data &&
      dataReady
        .then(() => data(params))
        .then(
          (value) => routeData.set(pathname, { value }),
          () => undefined, // the page reads again and shows its own error
        ),
  ]);
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const RouterContext = createContext<{
  params: Params;
  navigate: Navigate;
  data: { value: unknown } | undefined;
} | null>(null);

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('public page rendered outside PublicRouter');
  return router;
}

export const useParams = (): Params => useRouter().params;
export const useNavigate = (): Navigate => useRouter().navigate;
/** What the route's `data` read before the page mounted; undefined when it did not (or failed). */
export const useRouteData = <T,>(): { value: T } | undefined =>
  useRouter().data as { value: T } | undefined;

export function PublicRouter({
  routes,
  notFound: NotFound,
}: {
  routes: readonly PublicRoute[];
  notFound: ComponentType;
}) {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  const [, setLoadedCount] = useState(0);
  const match = useMemo(() => matchRoute(routes, pathname), [routes, pathname]);

  // Back / forward and navigate() switch pages once the next page's chunk is there, so the
  // current page stays on screen meanwhile instead of a blank frame.
  // Only the latest navigation lands: an earlier one whose read finishes later is dropped.
  const latestNavigation = useRef(0);
  useEffect(() => {
    const onPopState = () => {
      const next = window.location.pathname;
      const ticket = ++latestNavigation.current;
      void preloadRoute(routes, next).then(() => {
        if (ticket === latestNavigation.current) setPathname(next);
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [routes]);

  useEffect(() => {
    const route = match?.route;
    if (!route || loaded.has(route)) return;
    let current = true;
    void route.load().then((page) => {
      loaded.set(route, page);
      if (current) setLoadedCount((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [match]);

  const navigate = useCallback<Navigate>(
    (to, options) => {
      const ticket = ++latestNavigation.current;
      void preloadRoute(routes, new URL(to, window.location.href).pathname).then(() => {
        if (ticket !== latestNavigation.current) return;
        if (options?.replace) window.history.replaceState(null, '', to);
        else window.history.pushState(null, '', to);
        setPathname(window.location.pathname);
      });
    },
    [routes],
  );
  const context = useMemo(
    () => ({ params: match?.params ?? {}, navigate, data: routeData.get(pathname) }),
    [match, navigate, pathname],
  );

  if (!match) return <NotFound />;
  const Page = loaded.get(match.route);
  // Only when the page was not preloaded (the effect above then loads it).
  if (!Page) return null;
  // The page component comes from the route table (loaded once, kept in `loaded`), not made
  // during render; createElement says so to the linter's static-components rule.
  return (
    <RouterContext.Provider value={context}>
      {createElement(Page, { key: pathname })}
    </RouterContext.Provider>
  );
}
