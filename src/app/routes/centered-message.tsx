import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { pageStrings } from '@/components/ui/page-strings';

/** A whole-page message; no router, so both apps and the start-up failure can use it. */
export function CenteredMessage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      {children}
    </main>
  );
}

/** The kit's button that reloads the page (the way out of a crash or a failed start). */
export function ReloadButton() {
  return (
    <Button variant="secondary" onClick={() => window.location.reload()}>
      {pageStrings.reload}
    </Button>
  );
}

/** What a crashed screen shows in either app. */
export function CrashMessage() {
  return (
    <CenteredMessage title={pageStrings.unexpectedError} message={pageStrings.unexpectedErrorHint}>
      <ReloadButton />
    </CenteredMessage>
  );
}

export function BackendUnavailablePage({ detail }: { detail: string }) {
  return (
    <CenteredMessage
      title={pageStrings.backendUnavailable}
      message={pageStrings.backendUnavailableHint}
    >
      <p className="text-muted text-xs break-all">{detail}</p>
      <ReloadButton />
    </CenteredMessage>
  );
}
