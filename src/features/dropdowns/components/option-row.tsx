import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Check, GripVertical, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { Select, TextInput } from '@/components/ui/form-controls';
import type { DropdownOption } from '../model/types';
import { dropdownStrings as s } from '../strings';
import { ColorPicker } from './color-picker';
import { OptionBadge } from './option-badge';

export interface OptionRowProps {
  option: DropdownOption;
  editable: boolean;
  /** Main categories to choose from; only given for sub-category lists. */
  parents: readonly DropdownOption[] | null;
  onRename: (id: string, label: string) => void;
  onRecolor: (id: string, color: string) => void;
  onParentChange: (id: string, parentId: string) => void;
  onDelete: (option: DropdownOption) => void;
  /** Only for 確度: its percentage, saved when the field is left or Enter is pressed. */
  onPercentChange?: (id: string, percent: number) => void;
}

/** One option: drag handle, colour, label (or rename box), parent, edit and delete. */
export function OptionRow({
  option,
  editable,
  parents,
  onRename,
  onRecolor,
  onParentChange,
  onDelete,
  onPercentChange,
}: OptionRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: option.id, disabled: !editable });
  const [draft, setDraft] = useState<string | null>(null);

  const commitRename = () => {
    if (draft !== null) onRename(option.id, draft);
    setDraft(null);
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="option-row"
      data-option-label={option.label}
      className={`flex min-h-11 items-center gap-1 rounded-md border bg-white py-1 pr-1 pl-0.5 ${
        isDragging ? 'border-brand-300 relative z-10 shadow-md' : 'border-slate-200'
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        aria-label={s.dragHandle(option.label)}
        disabled={!editable}
        className="focus-visible:outline-brand-600 text-muted flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      <ColorPicker
        optionLabel={option.label}
        value={option.color}
        disabled={!editable}
        onSelect={(color) => onRecolor(option.id, color)}
      />
      {draft === null ? (
        <div className="min-w-0 flex-1 px-1">
          <OptionBadge label={option.label} color={option.color} />
        </div>
      ) : (
        <TextInput
          // Focus moves here because the user just pressed the edit button.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-label={s.renameInput(option.label)}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              commitRename();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              setDraft(null);
            }
          }}
          className="h-8 w-auto min-w-0 flex-1 py-1"
        />
      )}
      {parents && draft === null ? (
        <Select
          label={s.parentOf(option.label)}
          value={parents.some((p) => p.id === option.parentId) ? option.parentId : ''}
          disabled={!editable}
          onChange={(event) => onParentChange(option.id, event.target.value)}
          placeholder={s.noParent}
          options={parents.map((parent) => ({ value: parent.id, label: parent.label }))}
          className="h-8 w-36 shrink-0 py-1"
        />
      ) : null}
      {onPercentChange && draft === null ? (
        <PercentInput option={option} editable={editable} onCommit={onPercentChange} />
      ) : null}
      {draft === null ? (
        <>
          <IconButton
            label={s.edit(option.label)}
            disabled={!editable}
            onClick={() => setDraft(option.label)}
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </IconButton>
          <IconButton
            label={s.delete(option.label)}
            disabled={!editable}
            onClick={() => onDelete(option)}
            className="hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </IconButton>
        </>
      ) : (
        <>
          <IconButton label={s.save} onClick={commitRename} className="text-brand-600">
            <Check aria-hidden className="h-4 w-4" />
          </IconButton>
          <IconButton label={s.cancel} onClick={() => setDraft(null)}>
            <X aria-hidden className="h-4 w-4" />
          </IconButton>
        </>
      )}
    </li>
  );
}

/** A 確度's percentage: typed freely, saved as a whole 0–100 when left (else put back). */
function PercentInput({
  option,
  editable,
  onCommit,
}: {
  option: DropdownOption;
  editable: boolean;
  onCommit: (id: string, percent: number) => void;
}) {
  const shown = String(option.percent ?? 0);
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const percent = Number(draft);
    if (draft !== null && draft.trim() !== '' && Number.isInteger(percent)) {
      onCommit(option.id, Math.min(100, Math.max(0, percent)));
    }
    setDraft(null);
  };
  return (
    <span className="flex shrink-0 items-center gap-0.5 text-sm text-slate-600">
      <TextInput
        type="number"
        min={0}
        max={100}
        step={1}
        inputMode="numeric"
        aria-label={s.percentOf(option.label)}
        value={draft ?? shown}
        disabled={!editable}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            commit();
          }
        }}
        className="h-8 w-16 py-1 text-right"
      />
      %
    </span>
  );
}
