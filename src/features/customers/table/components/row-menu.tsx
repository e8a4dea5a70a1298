import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { customerPageStrings as s } from '../../strings';

const item =
  'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * A row's menu (Radix dropdown: arrows, Enter, Escape, focus back to its button): 詳細 first,
 * then the row's other actions. The cell menu (right click) stays the cells' own.
 */
export function RowMenu({
  client,
  page,
  actions,
}: {
  client: string;
  /** The row's page (詳細). */
  page: string;
  actions: readonly { label: string; onSelect: () => void }[];
}) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={s.rowMenu(client)}
        className="focus-visible:outline-brand-600 inline-flex h-7 w-6 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2"
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          aria-label={s.rowMenu(client)}
          className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={() => void navigate(page)}>
            {s.details}
          </DropdownMenu.Item>
          {actions.map((action) => (
            <DropdownMenu.Item key={action.label} className={item} onSelect={action.onSelect}>
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
