import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/components/ui/cn';
import { fieldClass } from '@/components/ui/form-controls';
import { isImeKeyEvent } from './ime';
import { gridStrings } from './strings';

/** How many matches the list holds at once: enough to choose from, few enough to scroll. */
const SHOWN_MAX = 200;

type Choice = { value: string; label: string };

const holds = (query: string) => {
  const needle = query.trim().toLowerCase();
  return (choice: Choice) => choice.label.toLowerCase().includes(needle);
};

/** The choices whose name holds `query` (case folded), at most SHOWN_MAX, the current one kept. */
export function matchingChoices(
  choices: readonly Choice[],
  query: string,
  current: string,
): readonly Choice[] {
  const listed = choices.filter(holds(query)).slice(0, SHOWN_MAX);
  const chosen = choices.find((choice) => choice.value === current);
  return chosen && !listed.includes(chosen) ? [chosen, ...listed] : listed;
}

/**
 * A select cell over a long list (a 関連 field's rows): a search box, focused first, filters the
 * choices by name, and the select below holds the matches. Enter in the box takes the first
 * match, ArrowDown moves to the list; Escape and Tab act as in every cell editor. An IME's Enter
 * only confirms the conversion.
 */
export function SearchableSelect({
  label,
  draft,
  options,
  selectProps,
  onPick,
  onKeyDown,
}: {
  label: string;
  draft: string;
  options: readonly Choice[];
  selectProps: ComponentProps<'select'>;
  onPick: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  // The editor opens on the search box, as the other cell editors open on their input.
  useEffect(() => searchRef.current?.focus(), []);
  const shown = useMemo(() => matchingChoices(options, query, draft), [options, query, draft]);

  function handleSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (isImeKeyEvent(event)) return;
    if (event.key === 'Enter' && query.trim() !== '') {
      event.preventDefault();
      const first = options.find(holds(query));
      if (first) onPick(first.value);
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      event.currentTarget.parentElement?.querySelector('select')?.focus();
      return;
    }
    onKeyDown(event);
  }

  return (
    <div className="flex min-w-64 flex-col gap-1">
      <input
        type="search"
        aria-label={gridStrings.searchChoices(label)}
        placeholder={gridStrings.searchChoices(label)}
        ref={searchRef}
        value={query}
        className={cn(fieldClass, 'block w-full px-2 py-1')}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={handleSearchKey}
      />
      <select {...selectProps} onChange={(event) => onPick(event.target.value)}>
        <option value="">{gridStrings.emptyChoice}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
