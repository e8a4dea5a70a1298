import type { ReactNode } from 'react';
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
  switch (state.status) {
    case 'loading':
      return <>{loading ?? <LoadingState />}</>;
    case 'error':
      if (renderError) return <>{renderError(state.error)}</>;
      return (
        <ErrorState
          message={errorMessage}
          detail={errorReason(state.error) || undefined}
          onRetry={onRetry}
        />
      );
    case 'success':
      return <>{empty !== undefined && isEmpty?.(state.data) ? empty : children(state.data)}</>;
  }
}
