import { ChevronDown, FileUp, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-controls';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SearchBox } from '@/components/ui/search-box';
import type { SaFilters } from '../model/filter-sa';
import { PRIORITIES, type Priority } from '../model/types';
import { saStrings as s } from '../strings';

export interface SaToolbarProps {
  filters: SaFilters;
  onChange: (filters: SaFilters) => void;
  progressChoices: readonly string[];
  assigneeChoices: readonly string[];
  shown: number;
  total: number;
  onImport: () => void;
  onAdd: () => void;
}

/** Search, progress (multi) / priority / assignee filters, result count, CSV import, add. */
export function SaToolbar({
  filters,
  onChange,
  progressChoices,
  assigneeChoices,
  shown,
  total,
  onImport,
  onAdd,
}: SaToolbarProps) {
  const groupId = useId();
  const toggleProgress = (label: string) =>
    onChange({
      ...filters,
      progress: filters.progress.includes(label)
        ? filters.progress.filter((p) => p !== label)
        : [...filters.progress, label],
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="min-w-72 flex-1">
        <SearchBox
          value={filters.query}
          onChange={(query) => onChange({ ...filters, query })}
          label={s.searchLabel}
          clearLabel={s.clearSearch}
        />
      </div>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="secondary" className="min-w-36 justify-between">
            {filters.progress.length > 0
              ? s.progressSelected(filters.progress.length)
              : s.progressAll}
            <ChevronDown className="h-4 w-4" aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-64">
          <fieldset aria-labelledby={groupId}>
            <legend id={groupId} className="px-2 py-1 text-xs font-semibold text-slate-500">
              {s.progressFilter}
            </legend>
            <div className="max-h-72 overflow-y-auto">
              {progressChoices.map((label) => (
                <label
                  key={label}
                  className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-slate-50"
                >
                  <input
                    type="checkbox"
                    checked={filters.progress.includes(label)}
                    onChange={() => toggleProgress(label)}
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
              disabled={filters.progress.length === 0}
              onClick={() => onChange({ ...filters, progress: [] })}
            >
              {s.clearAll}
            </Button>
          </div>
        </PopoverContent>
      </Popover>
      <Select
        label={s.priorityFilter}
        className="w-40"
        placeholder={s.priorityAll}
        options={PRIORITIES.map((p) => ({ value: p, label: p }))}
        value={filters.priority}
        onChange={(e) => onChange({ ...filters, priority: e.target.value as Priority | '' })}
      />
      <Select
        label={s.assigneeFilter}
        className="w-40"
        placeholder={s.assigneeAll}
        options={assigneeChoices.map((a) => ({ value: a, label: a }))}
        value={filters.assignee}
        onChange={(e) => onChange({ ...filters, assignee: e.target.value })}
      />
      <p className="text-sm whitespace-nowrap text-slate-600" aria-live="polite">
        {s.resultCount(shown, total)}
      </p>
      <div className="ml-auto flex gap-2">
        <Button variant="secondary" onClick={onImport}>
          <FileUp className="h-4 w-4" aria-hidden />
          {s.csvImport}
        </Button>
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden />
          {s.addNew}
        </Button>
      </div>
    </div>
  );
}
