import { Search, X } from 'lucide-react';
import { IconButton } from './button';
import { TextInput } from './form-controls';

/** A search field with a magnifier and a clear button that appears once something is typed. */
export function SearchBox({
  value,
  onChange,
  label,
  clearLabel,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name and placeholder. */
  label: string;
  clearLabel: string;
}) {
  return (
    <div className="relative max-w-md">
      <Search
        className="text-muted pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2"
        aria-hidden
      />
      <TextInput
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <IconButton
          label={clearLabel}
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1 -translate-y-1/2"
        >
          <X className="h-4 w-4" aria-hidden />
        </IconButton>
      ) : null}
    </div>
  );
}
