import type { ReactNode } from 'react';
import { Button } from './button';
import { commonStrings } from './strings';
import { AlertIcon, InboxIcon } from './status-icons';

// Spinner and LoadingState live in loading-state.tsx (the public pages load only that part).
export { LoadingState, Spinner } from './loading-state';

export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-16 text-center">
      <InboxIcon className="h-10 w-10 text-slate-300" />
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

export function ErrorState({
  message,
  detail,
  onRetry,
}: {
  message: string;
  detail?: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-2 py-16 text-center">
      <AlertIcon className="h-10 w-10 text-red-400" />
      <p className="text-sm font-medium text-red-700">{message}</p>
      {detail ? <p className="max-w-lg text-xs break-all text-slate-500">{detail}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          {commonStrings.retry}
        </Button>
      ) : null}
    </div>
  );
}
