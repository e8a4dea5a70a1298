import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/ui/toast';
import { SessionProvider, useSession } from '@/features/auth';
import { adminRoutes } from './routes/admin-routes';

const router = createBrowserRouter(adminRoutes());

/** Nothing renders until the auth state is known (spec part 1, section 2). */
function WhenAuthKnown() {
  const { session } = useSession();
  if (session.status === 'loading') return null;
  return <RouterProvider router={router} />;
}

export function AdminApp() {
  return (
    <SessionProvider>
      <WhenAuthKnown />
      <ToastViewport />
    </SessionProvider>
  );
}
