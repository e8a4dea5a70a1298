import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { CountedTextInput } from '@/components/ui/character-count';
import { FormField, Select, TextInput } from '@/components/ui/form-controls';
import {
  applyFieldEdits,
  editsOf,
  type FieldEdits,
  hasPlaceholder,
  isChoiceType,
  newOption,
  relabelOption,
  supportsAiSummary,
} from '../../model/field-ops';
import { QUESTION_LABEL_MAX } from '../../model/limits';
import { CHART_TYPES, type ChartType, type SurveyField } from '../../model/types';
import { chartTypeLabels, surveyStrings as s } from '../../strings';
import { ShowIfEditor, type LinkOptions } from './show-if-editor';

export interface FieldEditorProps {
  field: SurveyField;
  /** The survey's questions (this one among them, at `index`): 表示条件 read the earlier ones. */
  fields: readonly SurveyField[];
  index: number;
  /** The customer values' option lists, for 表示条件 on the link's values. */
  linkOptions: LinkOptions;
  onSave: (field: SurveyField) => void;
  onCancel: () => void;
  /** A part just added by click or Enter: the question text starts empty (blank keeps the label). */
  startBlank?: boolean;
  /**
   * Told the field as the card would save it while its inputs differ from how it opened, and
   * null when they do not (or the card closes): the form counts it as unsaved and applies it.
   */
  onPending?: (field: SurveyField | null) => void;
}

/**
 * The edit card: changes stay local until save; cancel throws them away. Opening it puts the
 * cursor in the question text, so a new part can be typed into at once.
 */
export function FieldEditor({
  field,
  fields,
  index,
  linkOptions,
  onSave,
  onCancel,
  startBlank = false,
  onPending,
}: FieldEditorProps) {
  const id = useId();
  const [opened] = useState(() => ({
    ...editsOf(field),
    label: startBlank ? '' : field.label,
  }));
  const [edits, setEdits] = useState(opened);
  const pending = useMemo(
    () => (sameEdits(edits, opened) ? null : applyFieldEdits(field, edits)),
    [edits, opened, field],
  );
  // Before the browser gets another event (a layout effect): a reload right after a keystroke
  // keeps the keystroke in the form's draft.
  useLayoutEffect(() => {
    onPending?.(pending);
  }, [onPending, pending]);
  useEffect(() => () => onPending?.(null), [onPending]);
  // By id: the UI kit's TextInput takes no ref.
  useEffect(() => {
    document.getElementById(`${id}-label`)?.focus();
  }, [id]);
  const set = <K extends keyof typeof edits>(key: K, value: (typeof edits)[K]) =>
    setEdits((prev) => ({ ...prev, [key]: value }));

  return (
    <div
      className="border-brand-500 space-y-4 rounded-lg border-2 bg-white p-4 shadow-sm"
      data-testid="field-editor"
    >
      <FormField id={`${id}-label`} label={s.fieldLabel}>
        <CountedTextInput
          id={`${id}-label`}
          max={QUESTION_LABEL_MAX}
          value={edits.label}
          placeholder={s.labelPlaceholder(field.label)}
          onChange={(e) => set('label', e.target.value)}
        />
      </FormField>
      {hasPlaceholder(field.type) ? (
        <FormField id={`${id}-placeholder`} label={s.placeholderLabel}>
          <TextInput
            id={`${id}-placeholder`}
            value={edits.placeholder}
            onChange={(e) => set('placeholder', e.target.value)}
          />
        </FormField>
      ) : null}
      {isChoiceType(field.type) ? (
        <>
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-700">{s.optionsLabel}</legend>
            {edits.options.map((option, index) => (
              <div key={option.id} className="flex items-center gap-2">
                <TextInput
                  aria-label={`${s.optionsLabel} ${index + 1}`}
                  value={option.label}
                  onChange={(e) =>
                    set(
                      'options',
                      edits.options.map((o) =>
                        o.id === option.id ? relabelOption(o, e.target.value) : o,
                      ),
                    )
                  }
                />
                <IconButton
                  label={s.removeOption(option.label)}
                  onClick={() =>
                    set(
                      'options',
                      edits.options.filter((o) => o.id !== option.id),
                    )
                  }
                  className="hover:text-red-600"
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </IconButton>
              </div>
            ))}
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                set('options', [...edits.options, newOption(edits.options.length + 1)])
              }
            >
              <Plus className="h-4 w-4" aria-hidden />
              {s.addOption}
            </Button>
          </fieldset>
          <FormField id={`${id}-chart`} label={s.chartTypeLabel}>
            <Select
              id={`${id}-chart`}
              value={edits.chartType}
              onChange={(e) => set('chartType', e.target.value as ChartType)}
              options={CHART_TYPES.map((type) => ({ value: type, label: chartTypeLabels[type] }))}
            />
          </FormField>
        </>
      ) : null}
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <Check
          label={s.requiredLabel}
          checked={edits.required}
          onChange={(v) => set('required', v)}
        />
        <Check
          label={s.useAsLabelLabel}
          checked={edits.useAsLabel}
          onChange={(v) => set('useAsLabel', v)}
        />
        {supportsAiSummary(field.type) ? (
          <Check
            label={s.aiSummaryLabel}
            checked={edits.enableAiSummary}
            onChange={(v) => set('enableAiSummary', v)}
          />
        ) : null}
      </div>
      <ShowIfEditor
        fields={fields}
        index={index}
        rule={edits.showIf}
        onChange={(rule) => set('showIf', rule)}
        linkOptions={linkOptions}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {s.cancel}
        </Button>
        <Button size="sm" onClick={() => onSave(applyFieldEdits(field, edits))}>
          {s.save}
        </Button>
      </div>
    </div>
  );
}

const sameEdits = (a: FieldEdits, b: FieldEdits) => JSON.stringify(a) === JSON.stringify(b);

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2">
      <input
        type="checkbox"
        className="text-brand-600 h-4 w-4 rounded border-slate-300"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
