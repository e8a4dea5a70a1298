import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
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

/** Loads the page for `pathname` ahead of the first render, so it mounts without a blank frame. */
export async function preloadRoute(
  routes: readonly PublicRoute[],
  pathname: string,
): Promise<void> {
  const match = matchRoute(routes, pathname);
  if (match && !loaded.has(match.route)) loaded.set(match.route, await match.route.load());
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const RouterContext = createContext<{ params: Params; navigate: Navigate } | null>(null);

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('public page rendered outside PublicRouter');
  return router;
}

export const useParams = (): Params => useRouter().params;
export const useNavigate = (): Navigate => useRouter().navigate;

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
  useEffect(() => {
    const onPopState = () => {
      const next = window.location.pathname;
      void preloadRoute(routes, next).then(() => setPathname(next));
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
      void preloadRoute(routes, new URL(to, window.location.href).pathname).then(() => {
        if (options?.replace) window.history.replaceState(null, '', to);
        else window.history.pushState(null, '', to);
        setPathname(window.location.pathname);
      });
    },
    [routes],
  );
  const context = useMemo(() => ({ params: match?.params ?? {}, navigate }), [match, navigate]);

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
