import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertIcon } from './status-icons';
import { pageStrings } from './page-strings';

interface Props {
  /** What to show instead of the failed part; defaults to a small notice. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a crash inside an independent panel (a chart, say) from taking the page with it: the
 * panel shows a notice, the rest of the page keeps working.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('panel crashed', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      this.props.fallback ?? (
        <p role="alert" className="flex items-center gap-2 py-6 text-sm text-slate-500">
          <AlertIcon className="h-4 w-4 text-red-400" />
          {pageStrings.panelFailed}
        </p>
      )
    );
  }
}
