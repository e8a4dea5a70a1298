import { useId, useState } from 'react';
import { FormDialogFooter } from '@/components/form-dialog/form-dialog-footer';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { mergeRows } from '../../duplicates/data/merge-rows';
import {
  defaultKept,
  defaultPicks,
  mergeRequestOf,
  type Side,
} from '../../duplicates/model/merge-picks';
import { historyValueText } from '../../shared/model/history-text';
import type { CustomerRow, DefinedCustomerTable } from '../../table/define-customer-table';
import { customerTableStrings as ts } from '../../strings';
import { duplicateStrings as s } from '../../duplicates/strings';
import type { DuplicatePair } from '../hooks/use-duplicate-pairs';

/**
 * 統合: both rows side by side. The person picks the row that stays (its id is the customer's
 * from then on) and, per field where the rows differ, the value that survives (first: the filled
 * one, of two the newer row's). One callable does the whole merge; a refusal says why.
 */
export function MergeDialog<Row extends CustomerRow, Select extends string>({
  pair,
  definition,
  onClose,
}: {
  pair: DuplicatePair<Row> | null;
  definition: DefinedCustomerTable<Row, Select>;
  onClose: () => void;
}) {
  return (
    <Modal
      open={pair !== null}
      onOpenChange={(open) => !open && onClose()}
      title={s.mergeTitle}
      description={s.mergeIntro}
      size="3xl"
    >
      {pair ? (
        <MergeForm key={pair.key} pair={pair} definition={definition} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

const valueOf = (row: unknown, field: string) => (row as Record<string, unknown>)[field];

function MergeForm<Row extends CustomerRow, Select extends string>({
  pair,
  definition,
  onClose,
}: {
  pair: DuplicatePair<Row>;
  definition: DefinedCustomerTable<Row, Select>;
  onClose: () => void;
}) {
  const id = useId();
  const author = useStaffIdentity();
  const { a, b } = pair;
  const keys = definition.fields.map((field) => field.key);
  const [kept, setKept] = useState<Side>(() => defaultKept(a, b));
  const [picks, setPicks] = useState(() => defaultPicks(a, b, keys));
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = definition.fields.filter(
    (field) => valueOf(a, field.key) !== '' || valueOf(b, field.key) !== '',
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setRefusal(null);
    try {
      await mergeRows(
        mergeRequestOf({ table: definition.table, a, b, kept, picks, fields: keys }),
        { uid: author.uid, name: author.name },
      );
      notify.success(s.merged);
      onClose();
    } catch (failure) {
      console.error('duplicates: merge failed', failure);
      setRefusal(failure instanceof Error && failure.message ? failure.message : s.mergeFailed);
      setPending(false);
    }
  }

  const rowChoice = (side: Side, row: Row) => (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="radio"
        name={`${id}-kept`}
        checked={kept === side}
        onChange={() => setKept(side)}
      />
      {s.keepThis(row.clientName)}
    </label>
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      {refusal ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-6">
        <legend className="mb-1 text-sm font-semibold text-slate-700">{s.keptRow}</legend>
        {rowChoice('a', a)}
        {rowChoice('b', b)}
      </fieldset>
      <div className="max-h-[50vh] overflow-y-auto rounded-md border border-slate-200">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className="w-40 px-3 py-2">
                {s.field}
              </th>
              <th scope="col" className="px-3 py-2">
                {a.clientName}
              </th>
              <th scope="col" className="px-3 py-2">
                {b.clientName}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((field) => {
              const [left, right] = [valueOf(a, field.key), valueOf(b, field.key)];
              const choice = (side: Side, value: unknown) => (
                <td className="px-3 py-2 align-top">
                  <label className="flex items-start gap-2">
                    <input
                      type="radio"
                      name={`${id}-${field.key}`}
                      checked={picks[field.key] === side}
                      onChange={() => setPicks((current) => ({ ...current, [field.key]: side }))}
                      className="mt-1"
                    />
                    <span className="break-words">{historyValueText(value)}</span>
                  </label>
                </td>
              );
              return (
                <tr
                  key={field.key}
                  role={left === right ? undefined : 'radiogroup'}
                  aria-label={left === right ? undefined : s.chooseValue(field.header)}
                  className="border-t border-slate-100"
                >
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
                    {field.header}
                  </th>
                  {left === right ? (
                    <td colSpan={2} className="px-3 py-2 text-slate-600">
                      {historyValueText(left)}{' '}
                      <span className="text-xs text-slate-400">（{s.sameValue}）</span>
                    </td>
                  ) : (
                    <>
                      {choice('a', left)}
                      {choice('b', right)}
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormDialogFooter
        onCancel={onClose}
        pending={pending}
        cancelLabel={ts.cancel}
        submitLabel={s.mergeSubmit}
        pendingLabel={s.merging}
        divided
      />
    </form>
  );
}
