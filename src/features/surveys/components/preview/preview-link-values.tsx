import { useId } from 'react';
import { Select } from '@/components/ui/form-controls';
import { linkValueLabel } from '../../model/show-if-text';
import type { LinkValues } from '@/contracts/link-values';
import { showIfStrings as t } from '../../strings';
import type { LinkOptions } from '../builder/show-if-editor';

/**
 * In a preview of a survey whose 表示条件 read a personal link's customer values: one select per
 * value read, to try each path as a customer of that 進捗 or 担当者 would see it.
 */
export function PreviewLinkValues({
  keys,
  values,
  onChange,
  linkOptions,
}: {
  keys: readonly string[];
  values: LinkValues;
  onChange: (values: LinkValues) => void;
  linkOptions: LinkOptions;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mx-auto mt-4 max-w-2xl rounded-md border border-amber-200 bg-amber-50/60 p-4"
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold text-amber-900">
        {t.previewLinkHeading}
      </h2>
      <p className="mt-1 text-xs text-amber-900">{t.previewLinkHint}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {keys.map((key) => (
          <label key={key} className="block space-y-1 text-sm text-slate-700">
            <span className="font-medium">{linkValueLabel(key)}</span>
            <Select
              value={values[key] ?? ''}
              placeholder={t.previewLinkNone}
              options={(linkOptions[key] ?? []).map((item) => ({ value: item, label: item }))}
              onChange={(e) => {
                const { [key]: _old, ...rest } = values;
                onChange(e.target.value ? { ...rest, [key]: e.target.value } : rest);
              }}
            />
          </label>
        ))}
      </div>
    </section>
  );
}
