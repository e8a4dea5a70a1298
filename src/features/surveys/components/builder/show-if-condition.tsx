import { Trash2 } from 'lucide-react';
import { LINK_VALUE_SOURCES } from '@/contracts/survey-link-values';
import { IconButton } from '@/components/ui/button';
import { fieldClass, FormField, Select, TextInput } from '@/components/ui/form-controls';
import { cn } from '@/components/ui/cn';
import { answerTraits } from '../../model/answer-traits';
import {
  operatorsFor,
  usesNumber,
  usesValues,
  type ShowIfCondition,
  type ShowIfOperator,
} from '../../model/show-if';
import { linkValueLabel } from '../../model/show-if-text';
import type { SurveyField } from '../../model/types';
import { showIfStrings as t } from '../../strings';

/**
 * One condition of a 表示条件: its three labelled controls (「条件の質問」「条件の種類」「条件の値」)
 * and what each source offers. show-if-editor.tsx holds the section around them.
 */

/** The items of each link value's option list, by link key (loaded by the builder). */
export type LinkOptions = Readonly<Record<string, readonly string[]>>;

const FIELD_PREFIX = 'field:';
const LINK_PREFIX = 'link:';
const sourceValue = (condition: ShowIfCondition) =>
  condition.source.kind === 'field'
    ? FIELD_PREFIX + condition.source.fieldId
    : LINK_PREFIX + condition.source.key;

/** What a condition's source offers: its operators and the values it can be compared with. */
function sourceTraits(
  condition: Pick<ShowIfCondition, 'source'>,
  fields: readonly SurveyField[],
  linkOptions: LinkOptions,
) {
  if (condition.source.kind === 'link') {
    const items = linkOptions[condition.source.key] ?? [];
    return {
      operators: operatorsFor('link'),
      choices: items.map((item) => ({ value: item, label: item })),
    };
  }
  const { fieldId } = condition.source;
  const field = fields.find((candidate) => candidate.id === fieldId);
  return {
    operators: operatorsFor(field ? (answerTraits(field.type)?.kind ?? null) : null),
    choices: (field?.options ?? []).map((option) => ({ value: option.id, label: option.label })),
  };
}

/** A condition on `source` with its first operator and, where it takes one, its first value. */
export function freshCondition(
  source: ShowIfCondition['source'],
  fields: readonly SurveyField[],
  linkOptions: LinkOptions,
): ShowIfCondition {
  const { operators, choices } = sourceTraits({ source }, fields, linkOptions);
  return withOperator({ source, op: operators[0] ?? 'answered' }, choices);
}

function withOperator(
  condition: ShowIfCondition,
  choices: readonly { value: string }[],
): ShowIfCondition {
  const { op } = condition;
  const next: ShowIfCondition = { source: condition.source, op };
  if (usesValues(op)) {
    const kept = (condition.values ?? []).filter((value) => choices.some((c) => c.value === value));
    next.values = kept.length > 0 ? kept : choices[0] ? [choices[0].value] : [];
  }
  if (usesNumber(op)) next.number = condition.number ?? 1;
  return next;
}

export function ConditionRow({
  id,
  condition,
  fields,
  earlier,
  linkOptions,
  onChange,
  removeLabel,
  onRemove,
}: {
  id: string;
  condition: ShowIfCondition;
  fields: readonly SurveyField[];
  earlier: readonly SurveyField[];
  linkOptions: LinkOptions;
  onChange: (condition: ShowIfCondition) => void;
  removeLabel: string;
  onRemove: () => void;
}) {
  const { operators, choices } = sourceTraits(condition, fields, linkOptions);
  const current = sourceValue(condition);
  const known =
    earlier.some((field) => FIELD_PREFIX + field.id === current) ||
    LINK_VALUE_SOURCES.some((source) => LINK_PREFIX + source.key === current);
  const chooseSource = (value: string) => {
    const source: ShowIfCondition['source'] = value.startsWith(LINK_PREFIX)
      ? { kind: 'link', key: value.slice(LINK_PREFIX.length) }
      : { kind: 'field', fieldId: value.slice(FIELD_PREFIX.length) };
    onChange(freshCondition(source, fields, linkOptions));
  };
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
      <FormField id={`${id}-source`} label={t.source}>
        <select
          id={`${id}-source`}
          className={cn('block w-full', fieldClass)}
          value={known ? current : ''}
          onChange={(e) => chooseSource(e.target.value)}
        >
          {known ? null : <option value="">{t.chooseValue}</option>}
          {earlier.length > 0 ? (
            <optgroup label={t.questionsGroup}>
              {earlier.map((field) => (
                <option key={field.id} value={FIELD_PREFIX + field.id}>
                  {field.label}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={t.linkGroup}>
            {LINK_VALUE_SOURCES.map((source) => (
              <option key={source.key} value={LINK_PREFIX + source.key}>
                {linkValueLabel(source.key)}
              </option>
            ))}
          </optgroup>
        </select>
      </FormField>
      <FormField id={`${id}-op`} label={t.operator}>
        <Select
          id={`${id}-op`}
          value={operators.includes(condition.op) ? condition.op : ''}
          {...(operators.includes(condition.op) ? {} : { placeholder: t.chooseValue })}
          onChange={(e) =>
            onChange(withOperator({ ...condition, op: e.target.value as ShowIfOperator }, choices))
          }
          options={operators.map((op) => ({ value: op, label: t.operators[op] }))}
        />
      </FormField>
      <ConditionValue
        id={`${id}-value`}
        condition={condition}
        choices={choices}
        onChange={onChange}
      />
      <IconButton label={removeLabel} onClick={onRemove} className="mb-0.5 hover:text-red-600">
        <Trash2 className="h-4 w-4" aria-hidden />
      </IconButton>
    </li>
  );
}

/** 「条件の値」: an option (or several for 次のいずれか), a number, or nothing to choose. */
function ConditionValue({
  id,
  condition,
  choices,
  onChange,
}: {
  id: string;
  condition: ShowIfCondition;
  choices: readonly { value: string; label: string }[];
  onChange: (condition: ShowIfCondition) => void;
}) {
  const { op } = condition;
  if (usesNumber(op))
    return (
      <FormField id={id} label={t.value}>
        <TextInput
          id={id}
          type="number"
          inputMode="numeric"
          value={condition.number ?? ''}
          onChange={(e) => {
            const number = e.target.value === '' ? undefined : Number(e.target.value);
            const { number: _old, ...rest } = condition;
            onChange(number === undefined ? rest : { ...rest, number });
          }}
        />
      </FormField>
    );
  if (op === 'isAnyOf')
    return (
      <fieldset className="space-y-1">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t.value}</legend>
        {choices.map((choice) => {
          const values = condition.values ?? [];
          const checked = values.includes(choice.value);
          return (
            <label key={choice.value} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="text-brand-600 h-4 w-4 rounded border-slate-300"
                checked={checked}
                onChange={() =>
                  onChange({
                    ...condition,
                    values: checked
                      ? values.filter((value) => value !== choice.value)
                      : [...values, choice.value],
                  })
                }
              />
              {choice.label}
            </label>
          );
        })}
      </fieldset>
    );
  if (!usesValues(op)) return <div aria-hidden />;
  const value = condition.values?.[0] ?? '';
  const known = choices.some((choice) => choice.value === value);
  return (
    <FormField id={id} label={t.value}>
      <Select
        id={id}
        value={known ? value : ''}
        {...(known ? {} : { placeholder: t.chooseValue })}
        onChange={(e) => onChange({ ...condition, values: e.target.value ? [e.target.value] : [] })}
        options={choices}
      />
    </FormField>
  );
}
