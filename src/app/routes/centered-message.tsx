import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { commonStrings } from '@/components/ui/strings';

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
      {commonStrings.reload}
    </Button>
  );
}

/** What a crashed screen shows in either app. */
export function CrashMessage() {
  return (
    <CenteredMessage
      title={commonStrings.unexpectedError}
      message={commonStrings.unexpectedErrorHint}
    >
      <ReloadButton />
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
      <ReloadButton />
    </CenteredMessage>
  );
}
