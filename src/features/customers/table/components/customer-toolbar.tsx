import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-controls';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SearchBox } from '@/components/ui/search-box';
import type { RowFilters } from '../model/row-filters';
import { customerTableStrings as s } from '../../strings';

/** One exact-match filter of the toolbar (a select whose blank option lets every row through). */
export interface ToolbarSelect<Select extends string> {
  key: Select;
  label: string;
  /** The blank option's text ('すべての…'). */
  allLabel: string;
  choices: readonly string[];
}

export interface CustomerToolbarProps<Select extends string> {
  filters: RowFilters<Select>;
  onChange: (filters: RowFilters<Select>) => void;
  searchLabel: string;
  progressChoices: readonly string[];
  /** The 進捗 field's name ('進捗', 案件's 'ステージ'). */
  progressLabel: string;
  selects: readonly ToolbarSelect<Select>[];
  shown: number;
  total: number;
  /** The buttons at the right end (CSV import, add). */
  actions: ReactNode;
}

/** Search, a progress multi-select, the table's select filters, the result count, actions. */
export function CustomerToolbar<Select extends string>({
  filters,
  onChange,
  searchLabel,
  progressChoices,
  progressLabel,
  selects,
  shown,
  total,
  actions,
}: CustomerToolbarProps<Select>) {
  const set = (change: Partial<RowFilters<Select>>) => onChange({ ...filters, ...change });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="min-w-72 flex-1">
        <SearchBox
          value={filters.query}
          onChange={(query) => set({ query } as Partial<RowFilters<Select>>)}
          label={searchLabel}
          clearLabel={s.clearSearch}
        />
      </div>
      <ProgressFilter
        chosen={filters.progress}
        choices={progressChoices}
        label={progressLabel}
        onChange={(progress) => set({ progress } as Partial<RowFilters<Select>>)}
      />
      {selects.map((select) => (
        <Select
          key={select.key}
          label={select.label}
          className="w-40"
          placeholder={select.allLabel}
          options={select.choices.map((choice) => ({ value: choice, label: choice }))}
          value={filters[select.key]}
          onChange={(e) => set({ [select.key]: e.target.value } as Partial<RowFilters<Select>>)}
        />
      ))}
      <p className="text-sm whitespace-nowrap text-slate-600" aria-live="polite">
        {s.resultCount(shown, total)}
      </p>
      <div className="ml-auto flex flex-wrap justify-end gap-2">{actions}</div>
    </div>
  );
}

/** The progress labels to show, chosen in a popover of checkboxes with すべてクリア. */
function ProgressFilter({
  chosen,
  choices,
  label,
  onChange,
}: {
  chosen: readonly string[];
  choices: readonly string[];
  label: string;
  onChange: (progress: readonly string[]) => void;
}) {
  const groupId = useId();
  const toggle = (label: string) =>
    onChange(chosen.includes(label) ? chosen.filter((p) => p !== label) : [...chosen, label]);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary" className="min-w-36 justify-between">
          {chosen.length > 0 ? s.progressSelected(label, chosen.length) : s.progressAll(label)}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64">
        <fieldset aria-labelledby={groupId}>
          <legend id={groupId} className="px-2 py-1 text-xs font-semibold text-slate-500">
            {label}
          </legend>
          <div className="max-h-72 overflow-y-auto">
            {choices.map((label) => (
              <label
                key={label}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(label)}
                  onChange={() => toggle(label)}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-1 border-t border-slate-100 pt-1">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={chosen.length === 0}
            onClick={() => onChange([])}
          >
            {s.clearAll}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
