import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { tableSchema } from '@/contracts/customer-tables';
import { ActivityDialog } from '@/features/customers';
import type { CustomerRef } from '../model/customer-links';
import { mentionsStrings as s } from '../strings';

/**
 * 活動として記録 under a mention that names a customer: the activity dialog with 種類 Chatwork,
 * the message as 内容 and that customer chosen. One button per customer named (its name and
 * table in the label when there are several: one company is often both an SA and an OB row); none for a table without 活動, or for 閲覧のみ.
 */
export function LogAsActivity({
  enabled,
  customers,
  body,
  uid,
}: {
  /** The member may edit (閲覧のみ logs nothing). */
  enabled: boolean;
  customers: readonly CustomerRef[];
  body: string;
  uid: string;
}) {
  const [open, setOpen] = useState<CustomerRef | null>(null);
  const targets = customers.filter((customer) => tableSchema(customer.table).contacts);
  if (!enabled || targets.length === 0) return null;
  return (
    <>
      {targets.map((customer) => (
        <Button
          key={`${customer.table}:${customer.id}`}
          variant="secondary"
          size="sm"
          onClick={() => setOpen(customer)}
        >
          <NotebookPen className="h-4 w-4" aria-hidden />
          {targets.length > 1
            ? s.logAsActivityFor(customer.clientName, tableSchema(customer.table).shortName)
            : s.logAsActivity}
        </Button>
      ))}
      {open ? (
        <ActivityDialog
          table={open.table}
          rowId={open.id}
          uid={uid}
          customerName={open.clientName}
          prefill={{ type: 'Chatwork', body }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
