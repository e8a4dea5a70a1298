import { Check, X } from 'lucide-react';
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { fieldClass } from '@/components/ui/form-controls';
import { isImeKeyEvent } from './ime';
import { SearchableSelect } from './searchable-select';
import { gridStrings } from './strings';
import { CELL_TEXT_MAX, type CellKind } from './types';

export type CommitMove = 'next' | 'previous' | null;

export interface CellEditorProps {
  kind: CellKind;
  label: string;
  draft: string;
  error: string | null;
  /** A soft warning for the draft (shown under the editor, never blocks the save), or null. */
  warning?: string | null;
  saving: boolean;
  options?: readonly { value: string; label: string }[];
  /** select: a search box above the choices filters them by name. */
  searchable?: boolean;
  suggestions?: readonly string[];
  onDraftChange: (value: string) => void;
  onCommit: (move: CommitMove, value?: string) => void;
  onCancel: () => void;
}

/**
 * The in-cell editor. Enter or the check saves, Escape or the cross cancels, Tab / Shift+Tab
 * save and move, leaving the editor saves; Shift+Enter in a multi-line cell is a line break.
 * None of these act during IME composition.
 */
export function CellEditor({
  kind,
  label,
  draft,
  error,
  warning = null,
  saving,
  options = [],
  searchable = false,
  suggestions,
  onDraftChange,
  onCommit,
  onCancel,
}: CellEditorProps) {
  const listId = useId();
  const errorId = useId();
  const warningId = useId();
  const composing = useRef(false);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (composing.current || isImeKeyEvent(event)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      onCommit(event.shiftKey ? 'previous' : 'next');
    } else if (event.key === 'Enter') {
      if (kind === 'multiline' && event.shiftKey) return;
      event.preventDefault();
      onCommit(null);
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onCommit(null);
  }

  const shared = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : warning ? warningId : undefined,
    autoFocus: true,
    value: draft,
    onKeyDown: handleKeyDown,
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: () => {
      composing.current = false;
    },
  };
  const controlClass = cn(fieldClass, 'block w-full px-2 py-1');

  return (
    <div
      className="ring-brand-500 absolute top-0 left-0 z-30 flex min-w-full flex-col gap-1 rounded-md bg-white p-1 shadow-lg ring-1"
      onBlur={handleBlur}
      data-cell-editor
    >
      <div className="flex items-start gap-1">
        {kind === 'multiline' ? (
          <textarea
            {...shared}
            rows={4}
            maxLength={CELL_TEXT_MAX}
            className={cn(controlClass, 'min-w-64 resize-y')}
            onChange={(e) => onDraftChange(e.target.value)}
            onFocus={(e) => {
              const end = e.currentTarget.value.length;
              e.currentTarget.setSelectionRange(end, end);
            }}
          />
        ) : kind === 'select' && searchable ? (
          <SearchableSelect
            label={label}
            draft={draft}
            options={options}
            selectProps={{ ...shared, autoFocus: false, className: controlClass }}
            onPick={(value) => {
              onDraftChange(value);
              onCommit(null, value);
            }}
            onKeyDown={handleKeyDown}
          />
        ) : kind === 'select' ? (
          <select
            {...shared}
            className={controlClass}
            onChange={(e) => {
              onDraftChange(e.target.value);
              onCommit(null, e.target.value);
            }}
          >
            <option value="">{gridStrings.emptyChoice}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...shared}
            className={cn(controlClass, 'min-w-44')}
            type={kind === 'date' ? 'date' : 'text'}
            maxLength={CELL_TEXT_MAX}
            list={kind === 'suggest' && suggestions?.length ? listId : undefined}
            onChange={(e) => onDraftChange(e.target.value)}
          />
        )}
        {kind === 'suggest' && suggestions?.length ? (
          <datalist id={listId}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        ) : null}
        <button
          type="button"
          aria-label={gridStrings.save}
          title={gridStrings.save}
          disabled={saving}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onCommit(null)}
          className="focus-visible:outline-brand-600 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 disabled:opacity-40"
        >
          <Check className="h-4 w-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={gridStrings.cancel}
          title={gridStrings.cancel}
          disabled={saving}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onCancel}
          className="focus-visible:outline-brand-600 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 disabled:opacity-40"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="px-1 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : warning ? (
        <p id={warningId} role="status" className="px-1 text-xs font-medium text-amber-700">
          {warning}
        </p>
      ) : null}
    </div>
  );
}
