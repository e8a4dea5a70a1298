import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * The frame every admin screen uses: title row with actions, then content. `stickyHeader` keeps
 * the title row (and its save button) in view while a long form scrolls.
 */
export function Page({
  title,
  actions,
  stickyHeader = false,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  stickyHeader?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-6 px-8 py-8">
      <header
        className={cn(
          'flex flex-wrap items-center justify-between gap-4',
          stickyHeader &&
            'sticky top-0 z-20 -mx-8 -mt-4 border-b border-slate-200 bg-slate-50/95 px-8 py-4 backdrop-blur',
        )}
      >
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** White rounded panel for tables and forms. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)}>
      {children}
    </section>
  );
}
