import type { ReactNode } from 'react';
import { AsyncSwitch } from './async-switch';
import { errorReason } from '@/lib/error-reason';
import type { AsyncState } from '@/lib/use-async';
import { ErrorState, LoadingState } from './states';
import { commonStrings } from './strings';

export interface AsyncViewProps<T> {
  state: AsyncState<T>;
  /** Shown under the error; usually `reload` from `useAsync`. */
  onRetry: () => void;
  /** The screen's own failure message (the spec's, where it has one). */
  errorMessage?: string;
  /** Replaces the spinner, e.g. with a page-sized skeleton. */
  loading?: ReactNode;
  /**
   * Replaces the error state where the spec words the failure its own way (public pages show
   * their notice, with no retry); otherwise the message, the reason and a retry button.
   */
  renderError?: (error: unknown) => ReactNode;
  /** With `empty`: when the data counts as empty. */
  isEmpty?: (data: T) => boolean;
  /** What an empty result shows, with its next action (usually an `EmptyState`). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one rendering of a read: loading, error with retry, empty with its next action, data.
 * Every data view goes through it, so the four states look and read the same on every screen.
 */
export function AsyncView<T>({
  state,
  onRetry,
  errorMessage = commonStrings.loadFailed,
  loading,
  renderError,
  isEmpty,
  empty,
  children,
}: AsyncViewProps<T>) {
  return (
    <AsyncSwitch
      state={state}
      loading={loading ?? <LoadingState />}
      renderError={
        renderError ??
        ((error) => (
          <ErrorState
            message={errorMessage}
            detail={errorReason(error) || undefined}
            onRetry={onRetry}
          />
        ))
      }
    >
      {(data) => (empty !== undefined && isEmpty?.(data) ? empty : children(data))}
    </AsyncSwitch>
  );
}
