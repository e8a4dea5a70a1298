import type { ReactNode } from 'react';

/** The frame of every public page: narrow, readable on a phone. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}

export function PublicCard({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 ${className}`}
    >
      {children}
    </section>
  );
}

/** A full-page message (not-published notices and errors). */
export function PublicMessage({ text, tone = 'info' }: { text: string; tone?: 'info' | 'error' }) {
  return (
    <PublicLayout>
      <PublicCard className="text-center">
        <p
          role={tone === 'error' ? 'alert' : 'status'}
          className={tone === 'error' ? 'text-sm text-red-700' : 'text-base text-slate-700'}
        >
          {text}
        </p>
      </PublicCard>
    </PublicLayout>
  );
}
