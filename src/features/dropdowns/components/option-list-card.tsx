import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select, TextInput } from '@/components/ui/form-controls';
import { Card } from '@/components/ui/page';
import { SortableList } from '@/components/ui/sortable-list';
import { Spinner } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { newOptionId, type OptionListEdit } from '../data/dropdown-options';
import type { ListChange, ListState } from '../hooks/use-dropdown-lists';
import {
  addOption,
  deleteOption,
  hasLabel,
  moveOptionById,
  recolorOption,
  renameOption,
  setParent,
  setPercent,
} from '../model/option-ops';
import { randomPaletteColor } from '../model/palette';
import { PERCENT_LIST, type DropdownOption, type OptionListKey } from '../model/types';
import { dropdownStrings as s, listTitles } from '../strings';
import { OptionRow } from './option-row';

const NO_OPTIONS: DropdownOption[] = [];

export interface OptionListCardProps {
  listKey: OptionListKey;
  state: ListState | undefined;
  /** For the sub-category list: the current main categories (null for every other list). */
  parents: readonly DropdownOption[] | null;
  /** For the main-category list: how many sub-categories name an option as their parent. */
  childCountOf?: (optionId: string) => number;
  onChange: ListChange;
  onRetry: (key: OptionListKey) => void;
}

// Sub-categories keep their parentId and show no parent until one is chosen again.
const orphanWarning = (children: number) => (children > 0 ? s.deleteOrphansWarning(children) : '');

/** One option list: add box, sortable rows, colour, rename, delete (and parent for subGenre). */
export function OptionListCard({
  listKey,
  state,
  parents,
  childCountOf,
  onChange,
  onRetry,
}: OptionListCardProps) {
  const titleId = useId();
  const title = listTitles[listKey];
  const options = state && state.status !== 'loading' ? state.options : NO_OPTIONS;
  const editable = state?.status === 'ready';
  const [newLabel, setNewLabel] = useState('');
  const [newParentId, setNewParentId] = useState('');
  const [pendingDelete, setPendingDelete] = useState<DropdownOption | null>(null);

  /** Edits are functions of the list, so they can be applied again to the stored one. */
  const apply = (edit: OptionListEdit, failure: (reason: string) => string) => {
    if (editable) onChange(listKey, edit, failure);
  };
  const parentById = (id: string) => parents?.find((parent) => parent.id === id) ?? null;

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!editable) return;
    if (hasLabel(options, newLabel)) {
      notify.warning(s.duplicate(newLabel.trim()));
      return;
    }
    const input = {
      id: newOptionId(),
      label: newLabel,
      color: randomPaletteColor(),
      parent: parentById(newParentId),
    };
    if (!addOption(options, input)) return;
    // Someone may have added the same label meanwhile: then the stored list stays as it is.
    apply((list) => (hasLabel(list, input.label) ? null : addOption(list, input)), s.addFailed);
    setNewLabel('');
  };

  const handleRename = (id: string, label: string) => {
    if (options.some((option) => option.id !== id && option.label === label.trim())) {
      notify.warning(s.duplicate(label.trim()));
      return;
    }
    apply((list) => renameOption(list, id, label), s.renameFailed);
  };

  const labelOf = (id: string) => options.find((o) => o.id === id)?.label ?? '';

  return (
    <Card className="flex flex-col">
      <section aria-labelledby={titleId} data-testid={`list-${listKey}`} className="flex flex-col">
        <header className="flex items-baseline justify-between gap-3 border-b border-slate-100 px-5 py-3.5">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <div className="text-muted flex items-baseline gap-2 text-xs">
            <code className="font-mono">{listKey}</code>
            {state && state.status !== 'loading' ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600">
                {s.count(options.length)}
              </span>
            ) : null}
          </div>
        </header>
        <div className="flex flex-col gap-3 px-5 py-4">
          <form onSubmit={handleAdd} className="flex flex-wrap gap-2">
            <TextInput
              aria-label={s.addLabel(title)}
              placeholder={s.addPlaceholder}
              value={newLabel}
              disabled={!editable}
              onChange={(event) => setNewLabel(event.target.value)}
              onKeyDown={(event) => {
                // Enter that confirms a kana-kanji conversion must not add the option.
                if (event.key === 'Enter' && event.nativeEvent.isComposing) event.preventDefault();
              }}
              className="h-9 w-auto min-w-40 flex-1 py-1.5"
            />
            {parents ? (
              <Select
                label={s.newParent(title)}
                value={newParentId}
                disabled={!editable}
                onChange={(event) => setNewParentId(event.target.value)}
                placeholder={s.noParent}
                options={parents.map((parent) => ({ value: parent.id, label: parent.label }))}
                className="h-9 w-40 py-1.5"
              />
            ) : null}
            <Button type="submit" size="sm" className="h-9" disabled={!editable}>
              <Plus aria-hidden className="h-4 w-4" />
              {s.add}
            </Button>
          </form>
          {state?.status === 'error' ? (
            <div
              role="alert"
              className="flex items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-800"
            >
              <span>{s.defaultsShown}</span>
              <Button variant="secondary" size="sm" onClick={() => onRetry(listKey)}>
                {s.retry}
              </Button>
            </div>
          ) : null}
          {!state || state.status === 'loading' ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 py-8 text-sm text-slate-500"
            >
              <Spinner className="h-4 w-4" />
              {s.loading}
            </p>
          ) : options.length === 0 ? (
            <p className="rounded-md border border-dashed border-slate-200 py-8 text-center text-sm text-slate-500">
              {s.empty}
            </p>
          ) : (
            <SortableList
              ids={options.map((o) => o.id)}
              labelOf={labelOf}
              onMove={(id, overId) =>
                apply((list) => moveOptionById(list, id, overId), s.orderFailed)
              }
            >
              <ul className="flex flex-col gap-1.5" aria-labelledby={titleId}>
                {options.map((option) => (
                  <OptionRow
                    key={option.id}
                    option={option}
                    editable={editable}
                    parents={parents}
                    onRename={handleRename}
                    onRecolor={(id, color) =>
                      apply((list) => recolorOption(list, id, color), s.colorFailed)
                    }
                    onParentChange={(id, parentId) =>
                      apply((list) => setParent(list, id, parentById(parentId)), s.parentFailed)
                    }
                    onDelete={setPendingDelete}
                    onPercentChange={
                      listKey === PERCENT_LIST
                        ? (id, percent) =>
                            apply((list) => setPercent(list, id, percent), s.percentFailed)
                        : undefined
                    }
                  />
                ))}
              </ul>
            </SortableList>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={s.deleteTitle}
        message={
          pendingDelete
            ? s.deleteMessage(pendingDelete.label) +
              orphanWarning(childCountOf?.(pendingDelete.id) ?? 0)
            : ''
        }
        confirmLabel={s.deleteConfirm}
        onConfirm={() => {
          if (pendingDelete) {
            const { id } = pendingDelete;
            apply((list) => deleteOption(list, id), s.deleteFailed);
          }
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </Card>
  );
}
