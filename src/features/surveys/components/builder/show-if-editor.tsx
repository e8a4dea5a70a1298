import { Plus } from 'lucide-react';
import { useId } from 'react';
import { LINK_VALUE_SOURCES } from '@/contracts/survey-link-values';
import { Button } from '@/components/ui/button';
import { showIfProblem, type ShowIf, type ShowIfCondition } from '../../model/show-if';
import type { SurveyField } from '../../model/types';
import { showIfStrings as t } from '../../strings';
import { ConditionRow, freshCondition, type LinkOptions } from './show-if-condition';

export type { LinkOptions };

interface Props {
  /** The survey's questions, this one at `index` with `rule` as being edited. */
  fields: readonly SurveyField[];
  index: number;
  rule: ShowIf | null;
  onChange: (rule: ShowIf | null) => void;
  linkOptions: LinkOptions;
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
