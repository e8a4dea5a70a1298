import type { ComponentProps, ReactNode } from 'react';
import { FormField, TextInput } from './form-controls';

// Its own file: form-controls.tsx is on the public survey page, whose first download has a
// budget (docs/performance.md), and that page does not use this.
/**
 * A labelled text input with its hint and error, the error tied to the input (aria-invalid,
 * aria-describedby) while there is one. `onValue` gets the text.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  onValue,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'onChange'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  onValue: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <TextInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
    </FormField>
  );
}
