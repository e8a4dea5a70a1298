import { answerTraits, type SurveyField } from '@/features/surveys';
import { CharacterCount, isNearLimit } from '@/components/ui/character-count';
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
  /** Id of the message saying what is wrong with the answer, when something is. */
  errorId?: string;
}

/**
 * One answer control per field type (spec section 2, "Input rendering per type"). A refused
 * answer sets `aria-invalid` and ties its message with `aria-describedby` on every input of the
 * question (for groups, on each radio / checkbox); the first input carries `inputId` so the form
 * can focus it.
 */
export function FieldInput({ field, labelId, inputId, value, onChange, errorId }: Props) {
  const text = typeof value === 'string' ? value : '';
  const options = field.options ?? [];
  // The answer checks (answer-rules.ts, loaded on submit) use the same limit.
  const maxLength = answerTraits(field.type)?.maxLength ?? undefined;
  const countId = `${inputId}-count`;
  const showCount = maxLength !== undefined && isNearLimit(text.length, maxLength);
  const describedBy = [errorId, showCount ? countId : undefined].filter(Boolean).join(' ');
  const a11y = {
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  const counter =
    maxLength !== undefined ? (
      <CharacterCount id={countId} length={text.length} max={maxLength} />
    ) : null;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'date':
      return (
        <>
          <TextInput
            id={inputId}
            type={field.type}
            required={field.required}
            placeholder={field.placeholder}
            maxLength={maxLength}
            autoComplete={field.type === 'email' ? 'email' : undefined}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          />
          {counter}
        </>
      );
    case 'number':
      return (
        <TextInput
          id={inputId}
          type="number"
          {...a11y}
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
        <>
          <TextArea
            id={inputId}
            rows={4}
            required={field.required}
            placeholder={field.placeholder}
            maxLength={maxLength}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          />
          {counter}
        </>
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
          {...a11y}
        />
      );
    case 'radio':
      return (
        <div role="radiogroup" aria-labelledby={labelId} className="flex flex-col gap-2">
          {options.map((option, index) => (
            <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id={index === 0 ? inputId : undefined}
                type="radio"
                name={field.id}
                {...a11y}
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
          {options.map((option, index) => (
            <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id={index === 0 ? inputId : undefined}
                type="checkbox"
                {...a11y}
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
                id={rating === 1 ? inputId : undefined}
                type="radio"
                name={field.id}
                {...a11y}
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
