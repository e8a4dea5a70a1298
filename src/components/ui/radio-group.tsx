import { useId } from 'react';
import { cn } from './cn';

/**
 * A labelled group of radio buttons (fieldset + legend for screen readers): in a row, or stacked
 * with a one-line hint under each choice (tied to it by aria-describedby).
 */
export function RadioGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  stacked = false,
  disabled = false,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
  stacked?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={stacked ? 'space-y-2' : 'flex flex-wrap gap-x-5 gap-y-2'}>
        {options.map((option) => {
          const hintId = option.hint ? `${id}-${option.value}-hint` : undefined;
          return (
            // Stacked: the choice on its line, its hint under it (indented past the button).
            <div key={option.value} className={cn(stacked && 'block')}>
              <label className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  aria-describedby={hintId}
                  className="accent-brand-600 h-4 w-4"
                />
                {option.label}
              </label>
              {option.hint ? (
                <p id={hintId} className="mt-0.5 ml-6 text-xs text-slate-500">
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
