import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { useOptionList } from '@/features/dropdowns';
import { downloadFile } from '@/lib/download';
import { fileTimestamp } from '@/lib/format';
import { buildGtmExport } from '../model/build-gtm-export';
import {
  addTagSet,
  hasGtmInput,
  initialGtmForm,
  removeTagSet,
  updateTagSet,
} from '../model/gtm-form';
import type { GtmForm } from '../model/types';
import { usesTagSetThanks, validateGtmForm } from '../model/validate-gtm';
import { gtmStrings as s } from '../strings';
import { GtmSettingsCard } from './gtm-settings-card';
import { JsonPreview } from './json-preview';
import { TagSetCard } from './tag-set-card';
import { inputIdOf } from './url-list-field';

export function gtmFileName(at: Date): string {
  return `gtm-container-${fileTimestamp(at)}.json`;
}

const toJson = (form: GtmForm, at: Date) => JSON.stringify(buildGtmExport(form, at), null, 2);

export function GtmPage() {
  const [form, setForm] = useState<GtmForm>(initialGtmForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  // Read sorted by order; a read failure is only logged (by the read API), the form still works.
  const oemList = useOptionList('oemList');
  const oemNames = useMemo(() => oemList.options.map((o) => o.label), [oemList.options]);

  const errors = useMemo(() => validateGtmForm(form), [form]);
  const errorKeys = Object.keys(errors);
  const valid = errorKeys.length === 0;
  const preview = useMemo(() => {
    if (!valid) return null;
    const file = buildGtmExport(form, new Date());
    return {
      json: JSON.stringify(file, null, 2),
      summary: s.summary(file.containerVersion.tag.length, file.containerVersion.trigger.length),
    };
  }, [form, valid]);

  const errorOf = useCallback(
    (key: string) => ((showAllErrors || touched.has(key)) && errors[key]) || null,
    [errors, showAllErrors, touched],
  );
  const touch = useCallback((key: string) => {
    setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));
  }, []);

  /** Pressing a button of an invalid form shows every error and moves focus to the first. */
  const revealErrors = () => {
    setShowAllErrors(true);
    const first = errorKeys[0];
    if (first) requestAnimationFrame(() => document.getElementById(inputIdOf(first))?.focus());
  };

  const download = () => {
    if (!valid) return revealErrors();
    const at = new Date();
    downloadFile(gtmFileName(at), toJson(form, at), 'application/json;charset=utf-8');
  };

  const copy = async () => {
    if (!valid) return revealErrors();
    try {
      await navigator.clipboard.writeText(toJson(form, new Date()));
      window.alert(s.copied);
    } catch {
      notify.error(s.copyFailed);
    }
  };

  const patch = (next: Partial<GtmForm>) => setForm((f) => ({ ...f, ...next }));

  return (
    <Page title={s.title}>
      <UnsavedChangesGuard when={hasGtmInput(form)} />
      <p className="-mt-4 text-sm text-slate-600">{s.subtitle}</p>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          {form.tagSets.map((tagSet, index) => (
            <TagSetCard
              key={tagSet.id}
              tagSet={tagSet}
              number={index + 1}
              canRemove={form.tagSets.length > 1}
              showThanks={usesTagSetThanks(form)}
              errorOf={errorOf}
              onTouch={touch}
              onChange={(change) => setForm((f) => updateTagSet(f, tagSet.id, change))}
              onRemove={() => setForm((f) => removeTagSet(f, tagSet.id))}
            />
          ))}
          <Button variant="secondary" onClick={() => setForm((f) => addTagSet(f))}>
            <Plus className="h-4 w-4" aria-hidden />
            {s.addTagSet}
          </Button>
          <GtmSettingsCard
            form={form}
            oemNames={oemNames}
            errorOf={errorOf}
            onTouch={touch}
            onChange={patch}
          />
        </div>
        <div className="xl:sticky xl:top-6">
          <JsonPreview
            json={preview?.json ?? null}
            summary={preview?.summary ?? null}
            onDownload={download}
            onCopy={() => void copy()}
          />
          {showAllErrors && !valid ? (
            <p role="status" className="mt-2 text-sm text-red-600">
              {s.fixErrors(errorKeys.length)}
            </p>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
