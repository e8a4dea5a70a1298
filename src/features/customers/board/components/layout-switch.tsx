import { KanbanSquare, Table2 } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { boardStrings as s } from '../../strings';

const segment =
  'focus-visible:outline-brand-600 inline-flex h-10 items-center gap-1.5 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2';

/** 表 / ボード: two toggle buttons, the pressed one is the layout shown. */
export function LayoutSwitch({
  board,
  onChange,
}: {
  board: boolean;
  onChange: (board: boolean) => void;
}) {
  return (
    <div
      role="group"
      aria-label={s.layout}
      className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white"
    >
      <button
        type="button"
        aria-pressed={!board}
        onClick={() => onChange(false)}
        className={cn(
          segment,
          !board ? 'bg-slate-800 text-white' : 'text-slate-700 hover:bg-slate-50',
        )}
      >
        <Table2 className="h-4 w-4" aria-hidden />
        {s.table}
      </button>
      <button
        type="button"
        aria-pressed={board}
        onClick={() => onChange(true)}
        className={cn(
          segment,
          board ? 'bg-slate-800 text-white' : 'text-slate-700 hover:bg-slate-50',
        )}
      >
        <KanbanSquare className="h-4 w-4" aria-hidden />
        {s.board}
      </button>
    </div>
  );
}

/** Whether the board is shown (`?layout=board`, so a link keeps it), and the switch's setter. */
export function useBoardLayout(): [boolean, (board: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const setBoard = (on: boolean) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (on) next.set('layout', 'board');
      else next.delete('layout');
      return next;
    });
  return [params.get('layout') === 'board', setBoard];
}
