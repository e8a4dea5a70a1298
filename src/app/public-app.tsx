import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/ui/toast';
import type { View } from '@/lib/host';
import { NotFoundPage, RouteErrorPage } from './routes/fallback-pages';
import { publicRoutes } from './routes/public-routes';

/** The app a visitor gets on the survey, promotion and response hosts: public pages only. */
export function PublicApp({ view }: { view: Exclude<View, 'admin'> }) {
  const router = createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [...publicRoutes(view), { path: '*', element: <NotFoundPage /> }],
    },
  ]);
  return (
    <>
      <RouterProvider router={router} />
      <ToastViewport />
    </>
  );
}
