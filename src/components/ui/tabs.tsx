import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * A row of tabs and the selected tab's panel (WAI-ARIA tabs: ←/→/Home/End move and select, only
 * the selected tab is in the tab order). The caller owns the selection, often in the URL.
 */
export function Tabs<T extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  panelClassName,
  children,
}: {
  /** Prefix of the tab and panel ids, unique on the page. */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { value: T; label: ReactNode }[];
  selected: T;
  onSelect: (value: T) => void;
  panelClassName?: string;
  children: ReactNode;
}) {
  const refs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  const select = (value: T) => {
    onSelect(value);
    refs.current[value]?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const last = tabs.length - 1;
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key in target) {
      event.preventDefault();
      select(tabs[target[event.key]!]!.value);
    }
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                refs.current[tab.value] = el;
              }}
              id={`${id}-tab-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? `${id}-panel-${tab.value}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.value)}
              onKeyDown={handleKeyDown}
              className={cn(
                'focus-visible:outline-brand-600 -mb-px inline-flex min-w-20 items-center justify-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px]',
                isSelected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel-${selected}`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${selected}`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
