import type { SurveyField } from '@/features/surveys';
import { Select, TextArea, TextInput } from '@/components/ui/form-controls';
import { publicStrings } from '../strings';

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

interface Props {
  field: SurveyField;
  /** Id of the question's visible label; groups (radio, checkbox, rating) use it. */
  labelId: string;
  inputId: string;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
}

/** One answer control per field type (spec section 2, "Input rendering per type"). */
export function FieldInput({ field, labelId, inputId, value, onChange }: Props) {
  const text = typeof value === 'string' ? value : '';
  const options = field.options ?? [];
  switch (field.type) {
    case 'text':
    case 'email':
    case 'date':
      return (
        <TextInput
          id={inputId}
          type={field.type}
          required={field.required}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <TextInput
          id={inputId}
          type="number"
          required={field.required}
          placeholder={field.placeholder}
          min={field.minValue}
          max={field.maxValue}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'textarea':
      return (
        <TextArea
          id={inputId}
          rows={4}
          required={field.required}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
      return (
        <Select
          id={inputId}
          required={field.required}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          placeholder={publicStrings.selectPlaceholder}
          options={options}
        />
      );
    case 'radio':
      return (
        <div role="radiogroup" aria-labelledby={labelId} className="flex flex-col gap-2">
          {options.map((option) => (
            <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={field.id}
                className="accent-brand-600 h-4 w-4"
                required={field.required}
                value={option.value}
                checked={text === option.value}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      );
    case 'checkbox': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
          {options.map((option) => (
            <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="accent-brand-600 h-4 w-4"
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((item) => item !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </div>
      );
    }
    case 'rating':
      return (
        <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {RATING_VALUES.map((rating) => (
            <label
              key={rating}
              className="has-checked:border-brand-600 has-checked:bg-brand-600 has-focus-visible:ring-brand-500/50 flex cursor-pointer items-center justify-center rounded-md border border-slate-300 has-checked:text-white has-focus-visible:ring-2"
            >
              <input
                type="radio"
                name={field.id}
                className="sr-only"
                required={field.required}
                value={rating}
                checked={text === String(rating)}
                onChange={() => onChange(String(rating))}
              />
              <span className="flex h-10 w-10 items-center justify-center text-sm font-medium">
                {publicStrings.ratingLabel(rating)}
              </span>
            </label>
          ))}
        </div>
      );
    default:
      return <p className="text-sm text-slate-500">{publicStrings.unsupportedField}</p>;
  }
}
