import { cn } from './cn';
import { pageStrings } from './page-strings';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'border-t-brand-600 inline-block h-5 w-5 animate-spin rounded-full border-2 border-slate-300',
        className,
      )}
    />
  );
}

/** A data view while it loads; the text is announced politely. */
export function LoadingState({ text = pageStrings.loading }: { text?: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500"
    >
      <Spinner />
      <span>{text}</span>
    </div>
  );
}
