import { Download } from 'lucide-react';
import { useState } from 'react';
import type { GridColumn } from '@/components/grid/types';
import { Button } from '@/components/ui/button';
import type { CustomerTable } from '@/contracts/collections';
import { recordAuditEvent } from '@/lib/audit-event';
import { customerTableStrings as s } from '../../strings';
import { ExportDialog } from './export-dialog';

/**
 * The toolbar's エクスポート and its dialog, for members with the export right. The server gives
 * the go-ahead (the right checked) and records the export in the 監査ログ: table, view, rows.
 */
export function ExportAction<Row extends { id: string }>({
  table,
  name,
  viewName,
  uid,
  rows,
  columns,
  disabled,
}: {
  table: CustomerTable;
  /** The file name's prefix: 'SA', 'OB'. */
  name: string;
  /** The view on screen, as the 監査ログ names it. */
  viewName: string;
  uid: string;
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled}>
        <Download className="h-4 w-4" aria-hidden />
        {s.export}
      </Button>
      <ExportDialog
        open={open}
        onClose={() => setOpen(false)}
        table={name}
        rows={rows}
        columns={columns}
        goAhead={(rowCount) =>
          recordAuditEvent({ kind: 'export', table, view: viewName, rowCount }, { uid })
        }
      />
    </>
  );
}
