import * as ContextMenu from '@radix-ui/react-context-menu';
import { ArrowDownToLine, ClipboardPaste, Copy, Eraser } from 'lucide-react';
import type { ReactNode } from 'react';
import { gridStrings as s } from './strings';

export interface GridMenuActions {
  copy: () => void;
  paste: () => void;
  fillDown: () => void;
  clear: () => void;
}

const item =
  'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:text-slate-400';

/**
 * The cells' right-click menu (Radix context menu: arrow keys, Enter, Escape, focus back to the
 * cell). A right click, Shift+F10 or the context-menu key on a cell opens it; `onOpen` first
 * makes sure the cell is in the selection.
 */
export function GridContextMenu({
  children,
  actions,
  canEdit,
  onOpen,
}: {
  children: ReactNode;
  actions: GridMenuActions;
  /** Paste, fill and clear need the table's multi-cell save. */
  canEdit: boolean;
  onOpen: (target: EventTarget) => void;
}) {
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild onContextMenu={(event) => onOpen(event.target)}>
        {children}
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content
          aria-label={s.menuLabel}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <ContextMenu.Item className={item} onSelect={actions.copy}>
            <Copy className="h-4 w-4" aria-hidden />
            {s.menuCopy}
            <span className="ml-auto pl-4 text-xs text-slate-400">Ctrl+C</span>
          </ContextMenu.Item>
          <ContextMenu.Item className={item} onSelect={actions.paste} disabled={!canEdit}>
            <ClipboardPaste className="h-4 w-4" aria-hidden />
            {s.menuPaste}
            <span className="ml-auto pl-4 text-xs text-slate-400">Ctrl+V</span>
          </ContextMenu.Item>
          <ContextMenu.Item className={item} onSelect={actions.fillDown} disabled={!canEdit}>
            <ArrowDownToLine className="h-4 w-4" aria-hidden />
            {s.menuFillDown}
            <span className="ml-auto pl-4 text-xs text-slate-400">Ctrl+D</span>
          </ContextMenu.Item>
          <ContextMenu.Separator className="my-1 h-px bg-slate-100" />
          <ContextMenu.Item className={item} onSelect={actions.clear} disabled={!canEdit}>
            <Eraser className="h-4 w-4" aria-hidden />
            {s.menuClear}
            <span className="ml-auto pl-4 text-xs text-slate-400">Delete</span>
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
