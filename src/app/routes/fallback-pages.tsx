import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { commonStrings } from '@/components/ui/strings';
import { CenteredMessage, CrashMessage } from './centered-message';

export function NotFoundPage() {
  return (
    <CenteredMessage title={commonStrings.notFoundTitle} message={commonStrings.notFoundMessage}>
      <Link to="/" className="text-brand-600 text-sm font-medium hover:underline">
        {commonStrings.backToTop}
      </Link>
    </CenteredMessage>
  );
}

/** Route error boundary: a crash in one screen shows this instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <CrashMessage />;
}
