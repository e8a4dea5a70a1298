import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn';

/** Plain data table styling shared by every list screen. */
export function Table({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('min-w-full divide-y divide-slate-200 text-sm', className)}>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'bg-slate-50 px-4 py-3 text-left text-xs font-semibold whitespace-nowrap text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle text-slate-700', className)} {...props} />;
}

/** tbody with row dividers and hover. */
export function TBody({ children }: { children: ReactNode }) {
  return (
    <tbody className="divide-y divide-slate-100 bg-white [&>tr:hover]:bg-slate-50">
      {children}
    </tbody>
  );
}
