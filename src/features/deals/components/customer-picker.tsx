import { useId, useMemo, useState } from 'react';
import { FormField, Select, TextInput } from '@/components/ui/form-controls';
import type { ReferenceChoice } from '@/features/customers';
import { dealStrings as s } from '../strings';

/** How many matches the picker lists at once: enough to choose from, few enough to read. */
const SHOWN_MAX = 200;

/**
 * 顧客 in the add form: a search box over the customers' names and the matches to choose from.
 * The chosen customer stays listed whatever the search says.
 */
export function CustomerPicker({
  id,
  label,
  value,
  onChange,
  choices,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (customerId: string) => void;
  choices: readonly ReferenceChoice[];
  invalid?: true;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matches = needle
      ? choices.filter((choice) => choice.label.toLowerCase().includes(needle))
      : choices;
    const chosen = choices.find((choice) => choice.value === value);
    const listed = matches.slice(0, SHOWN_MAX);
    return chosen && !listed.includes(chosen) ? [chosen, ...listed] : listed;
  }, [choices, query, value]);
  return (
    <FormField id={id} label={label} required>
      <div className="flex flex-col gap-1.5">
        <TextInput
          id={searchId}
          type="search"
          aria-label={s.customerSearch}
          placeholder={s.customerSearch}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          id={id}
          placeholder={s.customerPlaceholder}
          options={shown}
          value={value}
          aria-required
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </FormField>
  );
}
