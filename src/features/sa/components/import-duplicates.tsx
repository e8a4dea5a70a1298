import { useMemo, useState } from 'react';
import { Select } from '@/components/ui/form-controls';
import { duplicateReasonText } from '@/features/customers/model';
import {
  applyDuplicateChoices,
  likelyDuplicates,
  type LikelyDuplicate,
} from '../model/import-duplicates';
import type { ExistingCustomer, ImportPlan } from '../model/import-plan';
import { saStrings as s } from '../strings';

/** The most rows the choice lists; the rest are added (a file of thousands is a first import). */
const SHOWN = 100;

const NO_CHOICES: ReadonlyMap<number, string> = new Map();

/**
 * 名寄せ in the import: the rows the plan would add that may be existing customers, the person's
 * choice for each (choices belong to one plan: a new file or mode starts without any), and the
 * plan after them. The table's rows are read with the plan, not on every live delivery.
 */
export function useImportDuplicates(
  planned: ImportPlan | null,
  existing: readonly ExistingCustomer[],
) {
  const duplicates = useMemo(
    () => (planned ? likelyDuplicates(planned, existing) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read with the plan
    [planned],
  );
  const [chosen, setChosen] = useState<{
    for: ImportPlan | null;
    choices: ReadonlyMap<number, string>;
  }>({ for: null, choices: NO_CHOICES });
  const choices = chosen.for === planned ? chosen.choices : NO_CHOICES;
  const choose = (add: number, rowId: string | null) => {
    const next = new Map(choices);
    if (rowId) next.set(add, rowId);
    else next.delete(add);
    setChosen({ for: planned, choices: next });
  };
  const plan = useMemo(
    () => (planned ? applyDuplicateChoices(planned, choices, existing) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read with the plan
    [planned, choices],
  );
  return { duplicates, choices, choose, plan };
}

const reasonsOf = (candidate: LikelyDuplicate['candidates'][number]) =>
  candidate.reasons.map((reason) => duplicateReasonText[reason]).join('・');

/**
 * The import's likely duplicates (名寄せ): each file row that may be a customer already in the
 * table, with why, and the person's choice: 新規に追加 (the default) or 既存の行を更新, and which
 * row when it may be more than one.
 */
export function ImportDuplicates({
  duplicates,
  choices,
  onChoose,
  disabled,
}: {
  duplicates: readonly LikelyDuplicate[];
  choices: ReadonlyMap<number, string>;
  onChoose: (add: number, rowId: string | null) => void;
  disabled: boolean;
}) {
  if (duplicates.length === 0) return null;
  const rest = duplicates.length - SHOWN;
  return (
    <section className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <h3 className="font-semibold text-amber-800">{s.duplicatesTitle(duplicates.length)}</h3>
      <p className="mb-2 text-xs text-slate-600">{s.duplicatesHint}</p>
      <ul className="max-h-60 space-y-3 overflow-y-auto">
        {duplicates.slice(0, SHOWN).map((row) => {
          const chosen = choices.get(row.add) ?? null;
          const [first] = row.candidates;
          const name = `import-duplicate-${row.add}`;
          return (
            <li key={row.add} className="space-y-1">
              <p className="font-medium text-slate-800">
                {row.clientName}
                <span className="ml-2 text-xs font-normal text-amber-800">
                  {s.mayBe(first!.clientName, reasonsOf(first!))}
                  {row.candidates.length > 1 ? s.andMore(row.candidates.length - 1) : ''}
                </span>
              </p>
              <div
                role="radiogroup"
                aria-label={s.duplicateChoice(row.clientName)}
                className="flex flex-wrap items-center gap-4"
              >
                <label className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={name}
                    checked={chosen === null}
                    disabled={disabled}
                    onChange={() => onChoose(row.add, null)}
                  />
                  {s.addAsNew}
                </label>
                <label className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={name}
                    checked={chosen !== null}
                    disabled={disabled}
                    onChange={() => onChoose(row.add, first!.id)}
                  />
                  {s.updateExisting}
                </label>
                {chosen !== null && row.candidates.length > 1 ? (
                  <Select
                    label={s.updateTarget(row.clientName)}
                    value={chosen}
                    disabled={disabled}
                    onChange={(event) => onChoose(row.add, event.target.value)}
                    className="w-auto max-w-full"
                    options={row.candidates.map((candidate) => ({
                      value: candidate.id,
                      label: `${candidate.clientName}（${reasonsOf(candidate)}）`,
                    }))}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {rest > 0 ? <p className="mt-2 text-xs text-slate-600">{s.moreDuplicates(rest)}</p> : null}
    </section>
  );
}
