import { useEffect, useState } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import type { CorporateRecord } from '@/contracts/corporate-registry';
import { notify } from '@/components/ui/toast';
import { subscribeStoredRecord } from '../data/corporate-registry';
import { CorporateLookup } from './corporate-lookup';

/**
 * A row's 法人番号 lookup on its page: what the registry said last (stored on the row, live) and
 * 「法人番号から会社名と所在地を取得」 to ask again; the registered name can become the client name.
 */
export function RowCorporateLookup({
  table,
  row,
  saveClientName,
  saveFailed,
}: {
  table: CustomerTable;
  row: { id: string; clientName: string; corporateNumber?: string };
  saveClientName: (rowId: string, name: string) => Promise<void>;
  saveFailed: string;
}) {
  const [stored, setStored] = useState<CorporateRecord | null>(null);
  useEffect(
    () =>
      subscribeStoredRecord(table, row.id, setStored, (error) =>
        console.error('registry: read failed', error),
      ),
    [table, row.id],
  );
  return (
    <CorporateLookup
      corporateNumber={row.corporateNumber ?? ''}
      clientName={row.clientName}
      row={{ table, rowId: row.id }}
      stored={stored}
      onUseName={(name) => {
        saveClientName(row.id, name).catch((error: unknown) => {
          console.error('registry: client name not saved', error);
          notify.error(saveFailed);
        });
      }}
    />
  );
}
