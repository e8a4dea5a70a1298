import type {
  ComponentProps,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';

/**
 * The one look of text inputs, selects and textareas. It sets no width, so a control can share
 * a row; `TextInput`, `TextArea` and `Select` are full width unless a className says otherwise.
 */
export const fieldClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-red-400';

/** Label + control + optional hint/error, wired for screen readers by id. */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-500" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `ref` reaches the input (React 19 passes it as a prop). */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn('block w-full', fieldClass, className)} {...props} />;
}

export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn('block w-full', fieldClass, className)} {...props} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice (value '') such as '選択してください' or 'なし'. */
  placeholder?: string;
  /**
   * Accessible name when no visible <label> points at the select (e.g. inside a table row).
   * Inside a `FormField`, pass `id` instead and leave this out.
   */
  label?: string;
}

/** A styled native select: the platform's own keyboard, touch and screen-reader behaviour. */
export function Select({ options, placeholder, label, className, ...props }: SelectProps) {
  return (
    <select aria-label={label} className={cn('block w-full', fieldClass, className)} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
