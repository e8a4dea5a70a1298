import { RadioGroup } from '@/components/ui/radio-group';

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
