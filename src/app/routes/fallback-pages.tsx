import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { commonStrings } from '@/components/ui/strings';

function CenteredMessage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      {children}
    </main>
  );
}

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
  return (
    <CenteredMessage
      title={commonStrings.unexpectedError}
      message={commonStrings.unexpectedErrorHint}
    >
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {commonStrings.reload}
      </Button>
    </CenteredMessage>
  );
}

export function BackendUnavailablePage({ detail }: { detail: string }) {
  return (
    <CenteredMessage
      title={commonStrings.backendUnavailable}
      message={commonStrings.backendUnavailableHint}
    >
      <p className="text-muted text-xs break-all">{detail}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {commonStrings.reload}
      </Button>
    </CenteredMessage>
  );
}
