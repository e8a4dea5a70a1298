import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useSession } from '../hooks/session-context';

/** Protected routes: a signed-out user goes to /login; nothing renders while loading. */
export function RequireAuth() {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out')
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
