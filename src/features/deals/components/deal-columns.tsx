import type { GridColumn } from '@/components/grid/types';
import * as ColumnKit from '@/features/customers';
import { DEAL_FIELDS, type Deal, type DealField } from '../model/deal-fields';
import { dealStrings as s } from '../strings';

const DELETE_WIDTH = 90;

/** What the deals draw their own way, by field; every cell shows 未設定 when empty. */
function extrasOf(ctx: ColumnKit.ColumnLists) {
  return (field: { key: DealField }): Partial<GridColumn<Deal>> => ({
    emptyText: s.unset,
    ...(field.key === 'clientName' ? ColumnKit.clientNameExtras : {}),
    ...(field.key === 'progress' ? { cellStyle: ColumnKit.progressTint(ctx.progressStyle) } : {}),
  });
}

/** The table's fields in order, then the delete button. */
export function buildDealColumns(ctx: ColumnKit.ColumnLists): GridColumn<Deal>[] {
  return [
    ...ColumnKit.fieldColumns<Deal, DealField>(DEAL_FIELDS, ctx, extrasOf(ctx)),
    ColumnKit.deleteColumn(DELETE_WIDTH),
  ];
}
