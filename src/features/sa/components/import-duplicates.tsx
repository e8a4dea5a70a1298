import { Select } from '@/components/ui/form-controls';
import { duplicateReasonText } from '@/features/customers/model';
import type { LikelyDuplicate } from '../model/import-duplicates';
import { saStrings as s } from '../strings';

/** The most rows the choice lists; the rest are added (a file of thousands is a first import). */
const SHOWN = 100;

/**
 * The import's likely duplicates (名寄せ): each file row that may be a customer already in the
 * table, with why, and the person's choice: 新規に追加 (the default) or 既存の行を更新 (which).
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
      <ul className="max-h-60 space-y-2 overflow-y-auto">
        {duplicates.slice(0, SHOWN).map((row) => (
          <li key={row.add} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="min-w-40 font-medium text-slate-800">{row.clientName}</span>
            <Select
              label={s.duplicateChoice(row.clientName)}
              value={choices.get(row.add) ?? ''}
              disabled={disabled}
              onChange={(event) => onChoose(row.add, event.target.value || null)}
              className="w-auto max-w-full"
              options={[
                { value: '', label: s.addAsNew },
                ...row.candidates.map((candidate) => ({
                  value: candidate.id,
                  label: s.updateExisting(
                    candidate.clientName,
                    candidate.reasons.map((reason) => duplicateReasonText[reason]).join('・'),
                  ),
                })),
              ]}
            />
          </li>
        ))}
      </ul>
      {rest > 0 ? <p className="mt-2 text-xs text-slate-600">{s.moreDuplicates(rest)}</p> : null}
    </section>
  );
}
