import { useId, type ReactNode } from 'react';
import { Card } from './page';

/**
 * A named region of a page in a panel: its heading (the region's name) with an action beside it,
 * then its content.
 */
export function SectionCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="space-y-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </Card>
    </section>
  );
}
