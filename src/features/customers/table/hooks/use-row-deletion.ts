import { useState } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import { notify } from '@/components/ui/toast';
import { customerTableStrings as s } from '../../strings';

/**
 * Deleting a row: the row asked about, the delete while it runs, its toast; `holding` says the
 * grid holds live updates (while the delete runs, and from the question on when `whileAsking`).
 */
export function useRowDeletion<Row extends { id: string }>({
  table,
  remove,
  failed,
  whileAsking,
}: {
  table: CustomerTable;
  remove: (id: string) => Promise<void>;
  failed: string;
  whileAsking?: boolean;
}) {
  const [asking, setAsking] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!asking) return;
    setDeleting(true);
    try {
      await remove(asking.id);
      notify.success(s.deleted);
      setAsking(null);
    } catch (error) {
      console.error(`${table}: delete failed`, error);
      notify.error(failed);
    } finally {
      setDeleting(false);
    }
  }

  return {
    asking,
    ask: setAsking,
    deleting,
    holding: deleting || (whileAsking === true && asking !== null),
    confirm: () => void confirm(),
    cancel: () => !deleting && setAsking(null),
  };
}
