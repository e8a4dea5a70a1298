import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { customerTableStrings as s } from '../../strings';

/** The 新規追加 button of the toolbar and of the empty state. */
export function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden />
      {s.addNew}
    </Button>
  );
}
