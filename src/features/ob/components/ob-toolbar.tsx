import { ChevronDown, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-controls';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SearchBox } from '@/components/ui/search-box';
import type { ObFilters } from '../model/filter-ob';
import { PRODUCT_CATEGORIES } from '../model/types';
import { obStrings as s } from '../strings';

export interface ObToolbarProps {
  filters: ObFilters;
  onChange: (filters: ObFilters) => void;
  progressChoices: readonly string[];
  assigneeChoices: readonly string[];
  shown: number;
  total: number;
  onAdd: () => void;
}

/** Search, progress (multi) / product category / assignee filters, result count, add. */
export function ObToolbar({
  filters,
  onChange,
  progressChoices,
  assigneeChoices,
  shown,
  total,
  onAdd,
}: ObToolbarProps) {
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
        label={s.categoryFilter}
        className="w-40"
        placeholder={s.categoryAll}
        options={PRODUCT_CATEGORIES.map((p) => ({ value: p, label: p }))}
        value={filters.productCategory}
        onChange={(e) => onChange({ ...filters, productCategory: e.target.value })}
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
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden />
          {s.addNew}
        </Button>
      </div>
    </div>
  );
}
