import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useSession } from '../hooks/session-context';
import { AccessRefusedPage } from './access-refused-page';

/**
 * Protected routes: a signed-out user goes to /login; a signed-in account that is not staff
 * (no member record) sees only the refusal screen, so no admin screen mounts or reads data;
 * nothing renders while loading.
 */
export function RequireAuth() {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out')
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (session.status !== 'signed-in') return <AccessRefusedPage />;
  return <Outlet />;
}
