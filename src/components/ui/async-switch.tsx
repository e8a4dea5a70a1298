import type { ReactNode } from 'react';
import type { AsyncState } from '@/lib/use-async';

export interface AsyncSwitchProps<T> {
  state: AsyncState<T>;
  loading: ReactNode;
  renderError: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The core of `AsyncView`: one of loading, error or data, each given by the caller. Public pages
 * word their loading and failure themselves and use it directly, so their first download (which
 * has a budget, docs/performance.md) leaves out the admin screens' default error state.
 */
export function AsyncSwitch<T>({ state, loading, renderError, children }: AsyncSwitchProps<T>) {
  switch (state.status) {
    case 'loading':
      return <>{loading}</>;
    case 'error':
      return <>{renderError(state.error)}</>;
    case 'success':
      return <>{children(state.data)}</>;
  }
}
