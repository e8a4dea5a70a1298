/** A labelled group of radio buttons in a row (fieldset + legend for screen readers). */
export function RadioGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex items-center gap-2 text-sm text-slate-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-brand-600 h-4 w-4"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A two-choice radio group over a boolean (off first, as the form reads left to right). */
export function BooleanRadioGroup({
  name,
  legend,
  value,
  offLabel,
  onLabel,
  onChange,
}: {
  name: string;
  legend: string;
  value: boolean;
  offLabel: string;
  onLabel: string;
  onChange: (value: boolean) => void;
}) {
  return (
    <RadioGroup
      name={name}
      legend={legend}
      value={value ? 'on' : 'off'}
      options={[
        { value: 'off', label: offLabel },
        { value: 'on', label: onLabel },
      ]}
      onChange={(choice) => onChange(choice === 'on')}
    />
  );
}
