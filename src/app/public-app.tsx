import { ErrorBoundary } from '@/components/ui/error-boundary';
import { pageStrings } from '@/components/ui/page-strings';
import { PublicRouter, type PublicRoute } from '@/lib/public-router';
import { CenteredMessage, CrashMessage } from './routes/centered-message';

function PublicNotFound() {
  return (
    <CenteredMessage title={pageStrings.notFoundTitle} message={pageStrings.notFoundMessage} />
  );
}

/**
 * The app a visitor gets on the survey, promotion and response hosts (and on the public paths
 * of the admin host): public pages only, on the small router and the public data port. No
 * toasts: public pages show their messages in place.
 */
export function PublicApp({ routes }: { routes: readonly PublicRoute[] }) {
  return (
    <ErrorBoundary fallback={<CrashMessage />}>
      <PublicRouter routes={routes} notFound={PublicNotFound} />
    </ErrorBoundary>
  );
}
