import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { CustomerTable } from '@/contracts/collections';
import { roleKey } from '@/contracts/customer-schema';
import { tableSchema } from '@/contracts/customer-tables';
import { tokyoDay } from '@/lib/tokyo-time';
import {
  matchesPreset,
  parseRowPreset,
  withoutPreset,
  type PresetRow,
  type RowPreset,
} from '../model/row-preset';
import { customerTableStrings as s } from '../../strings';

/** The preset in words: 担当, 進捗, the date rule, fields by their labels. */
export function describePreset(
  preset: RowPreset,
  labelOf: (key: string) => string = (key) => (key === 'progress' ? s.presetProgress : key),
): string {
  return [
    preset.assignees.length > 0 ? s.presetAssignees(preset.assignees.join('・')) : null,
    preset.progress !== null
      ? s.presetField(labelOf('progress'), preset.progress || s.presetNoProgress)
      : null,
    preset.notProgress.length > 0
      ? s.presetNotProgress(labelOf('progress'), preset.notProgress.join('・'))
      : null,
    preset.date ? s.presetDates[preset.date] : null,
    ...Object.entries(preset.fields).map(([key, values]) =>
      s.presetField(labelOf(key), values.map((value) => value || s.presetNoProgress).join('・')),
    ),
    ...Object.entries(preset.months).map(([key, month]) => s.presetMonth(labelOf(key), month)),
  ]
    .filter(Boolean)
    .join('、');
}

/**
 * Rows named by the URL (`?assignee=…&date=overdue`, マイページ's links): while the query holds a
 * preset, the table shows exactly the rows it names — the view's filters and search aside, its
 * sort applied (`order`) — with a notice saying which, and 条件を解除 to go back to the view.
 */
export function useRowPreset<Row extends PresetRow>(
  table: CustomerTable,
  all: readonly Row[] | null,
  viewRows: readonly Row[],
  order: (rows: readonly Row[]) => readonly Row[],
) {
  const [params, setParams] = useSearchParams();
  const preset = useMemo(() => parseRowPreset(params), [params]);
  const schema = tableSchema(table);
  const rows = useMemo(() => {
    if (!preset || !all) return viewRows;
    const today = tokyoDay(new Date());
    const assigneeKey = roleKey(schema, 'assignee');
    return order(all.filter((row) => matchesPreset(row, preset, today, assigneeKey)));
  }, [preset, all, viewRows, order, schema]);
  const labelOf = (key: string) => schema.fields.find((field) => field.key === key)?.label ?? key;
  if (!preset) return { rows, notice: null };
  return {
    rows,
    notice: (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
      >
        <span className="flex-1">
          {s.presetNotice(describePreset(preset, labelOf), rows.length)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setParams(withoutPreset(params), { replace: true })}
        >
          {s.presetClear}
        </Button>
      </div>
    ),
  };
}
