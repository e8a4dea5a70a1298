import type { ComponentProps } from 'react';
import { formatNumber } from '@/lib/format-number';
import { cn } from './cn';
import { TextInput } from './form-controls';
import { pageStrings } from './page-strings';

/** The counter appears once a text reaches this share of its limit. */
const SHOW_FROM = 0.8;

/** Whether a `CharacterCount` for this length renders anything (callers tie its id only then). */
export function isNearLimit(length: number, max: number): boolean {
  return length >= Math.floor(max * SHOW_FROM);
}

/**
 * "残り n 文字" under a field with a `maxLength`, shown only near the limit so it does not
 * distract. Give the field `aria-describedby={id}` while `isNearLimit` is true.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  if (!isNearLimit(length, max)) return null;
  const remaining = Math.max(0, max - length);
  return (
    <p
      id={id}
      className={cn(
        'mt-1 text-right text-xs tabular-nums',
        remaining === 0 ? 'text-red-700' : 'text-slate-600',
      )}
    >
      {pageStrings.remaining(formatNumber(remaining), formatNumber(max))}
    </p>
  );
}

/**
 * A one-line input with a hard `maxLength` and its counter near the limit, wired together (the
 * counter describes the input while shown). For staff-written titles and labels.
 */
export function CountedTextInput({
  id,
  max,
  value,
  ...props
}: Omit<ComponentProps<'input'>, 'maxLength' | 'value'> & {
  id: string;
  max: number;
  value: string;
}) {
  const countId = `${id}-count`;
  return (
    <>
      <TextInput
        id={id}
        maxLength={max}
        value={value}
        aria-describedby={isNearLimit(value.length, max) ? countId : undefined}
        {...props}
      />
      <CharacterCount id={countId} length={value.length} max={max} />
    </>
  );
}
