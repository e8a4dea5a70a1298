import { Plus, X } from 'lucide-react';
import { Button, IconButton } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-controls';
import { gtmStrings as s } from '../strings';
import { FieldError, errorIdOf, invalidProps } from './field-error';

/** Turns a field key into a DOM id (keys contain dots). */
export const inputIdOf = (key: string) => `gtm-${key.replaceAll('.', '-')}`;

/**
 * One multi-entry URL list: a labelled group of inputs, each removable while more than one
 * remains, and an add button.
 */
export function UrlListField({
  label,
  context = '',
  keyOf,
  urls,
  errorOf,
  onChange,
  onAdd,
  onRemove,
  onTouch,
}: {
  label: string;
  /** Prefixed to the inputs' and buttons' names, so lists of different tag sets differ. */
  context?: string;
  keyOf: (index: number) => string;
  urls: readonly string[];
  errorOf: (key: string) => string | null;
  onChange: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onTouch: (key: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {label}
        <span className="ml-0.5 text-red-500" aria-hidden>
          *
        </span>
      </legend>
      {urls.map((url, index) => {
        const key = keyOf(index);
        const id = inputIdOf(key);
        const error = errorOf(key);
        return (
          <div key={index}>
            <div className="flex items-center gap-1">
              <TextInput
                id={id}
                type="url"
                inputMode="url"
                value={url}
                placeholder={s.urlPlaceholder}
                aria-label={s.urlEntry(`${context}${label}`, index + 1)}
                onChange={(e) => onChange(index, e.target.value)}
                onBlur={() => onTouch(key)}
                {...invalidProps(id, error)}
              />
              <IconButton
                label={s.removeUrl(`${context}${label}`, index + 1)}
                onClick={() => onRemove(index)}
                disabled={urls.length <= 1}
              >
                <X className="h-4 w-4" aria-hidden />
              </IconButton>
            </div>
            <FieldError id={errorIdOf(id)} message={error} />
          </div>
        );
      })}
      <Button variant="ghost" size="sm" onClick={onAdd} aria-label={s.addUrl(`${context}${label}`)}>
        <Plus className="h-4 w-4" aria-hidden />
        {s.addUrl(label)}
      </Button>
    </fieldset>
  );
}
