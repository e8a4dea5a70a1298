import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { LINK_VALUE_SOURCES } from '@/contracts/survey-link-values';
import { Button, IconButton } from '@/components/ui/button';
import { fieldClass, FormField, Select, TextInput } from '@/components/ui/form-controls';
import { cn } from '@/components/ui/cn';
import { answerTraits } from '../../model/answer-traits';
import {
  operatorsFor,
  showIfProblem,
  type ShowIf,
  type ShowIfCondition,
  type ShowIfOperator,
} from '../../model/show-if';
import { linkValueLabel } from '../../model/show-if-text';
import type { SurveyField } from '../../model/types';
import { showIfStrings as t } from '../../strings';

/** The items of each link value's option list, by link key (loaded by the builder). */
export type LinkOptions = Readonly<Record<string, readonly string[]>>;

interface Props {
  /** The survey's questions, this one at `index` with `rule` as being edited. */
  fields: readonly SurveyField[];
  index: number;
  rule: ShowIf | null;
  onChange: (rule: ShowIf | null) => void;
  linkOptions: LinkOptions;
}

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

const usesValues = (op: ShowIfOperator) =>
  op === 'is' || op === 'isNot' || op === 'isAnyOf' || op === 'includes' || op === 'excludes';
const usesNumber = (op: ShowIfOperator) => op === 'atLeast' || op === 'atMost' || op === 'equals';

/** A condition on `source` with its first operator and, where it takes one, its first value. */
function freshCondition(
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

/**
 * The 表示条件 section of a question's editing card: conditions on earlier questions or on the
 * personal link's customer values (「顧客の情報」), each three labelled controls, and how they
 * combine once there are two.
 */
export function ShowIfEditor({ fields, index, rule, onChange, linkOptions }: Props) {
  const id = useId();
  const earlier = fields.slice(0, index);
  const conditions = rule?.conditions ?? [];
  const set = (next: readonly ShowIfCondition[], match = rule?.match ?? 'all') =>
    onChange(next.length === 0 ? null : { match, conditions: next });
  const replace = (at: number, condition: ShowIfCondition) =>
    set(conditions.map((current, i) => (i === at ? condition : current)));
  const add = () => {
    const source: ShowIfCondition['source'] = earlier[0]
      ? { kind: 'field', fieldId: earlier[earlier.length - 1]!.id }
      : { kind: 'link', key: LINK_VALUE_SOURCES[0].key };
    set([...conditions, freshCondition(source, fields, linkOptions)]);
  };
  const withRule = fields.map((field, i) =>
    i === index ? { ...field, showIf: rule ?? undefined } : field,
  );
  const invalid = rule !== null && showIfProblem(withRule, index) !== null;

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t.section}</legend>
      <p className="text-xs text-slate-500">{t.hint}</p>
      {invalid ? (
        <p className="text-sm font-medium text-red-700">
          {t.invalid}
          <span className="block text-xs font-normal">{t.invalidHint}</span>
        </p>
      ) : null}
      {earlier.length === 0 && conditions.length === 0 ? (
        <p className="text-xs text-slate-500">{t.noEarlier}</p>
      ) : null}
      {conditions.length > 1 ? (
        <div role="radiogroup" aria-label={t.matchLabel} className="flex gap-4 text-sm">
          {(['all', 'any'] as const).map((match) => (
            <label key={match} className="inline-flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-match`}
                className="text-brand-600 h-4 w-4"
                checked={(rule?.match ?? 'all') === match}
                onChange={() => set(conditions, match)}
              />
              {t[match]}
            </label>
          ))}
        </div>
      ) : null}
      <ol className="space-y-3">
        {conditions.map((condition, at) => (
          <ConditionRow
            key={at}
            id={`${id}-${at}`}
            condition={condition}
            fields={fields}
            earlier={earlier}
            linkOptions={linkOptions}
            onChange={(next) => replace(at, next)}
            removeLabel={t.remove(at + 1, conditions.length)}
            onRemove={() => set(conditions.filter((_, i) => i !== at))}
          />
        ))}
      </ol>
      <Button variant="ghost" size="sm" onClick={add}>
        <Plus className="h-4 w-4" aria-hidden />
        {t.add}
      </Button>
    </fieldset>
  );
}

function ConditionRow({
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
