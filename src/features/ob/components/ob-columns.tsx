import * as ColumnKit from '@/features/customers';
import type { GridColumn } from '@/components/grid/types';
import { OB_FIELDS } from '../model/ob-fields';
import type { ObCustomer, ObField } from '../model/types';
import { obStrings as s } from '../strings';

const DELETE_WIDTH = 90;

/** Each column's own save-failure message (the specification gives one per kind of value). */
const saveFailed: Partial<Record<ObField, string>> = {
  plannedDeliveryDate: s.dateSaveFailed,
  referralSource: s.referralSaveFailed,
  productCategory: s.categorySaveFailed,
  progress: s.progressSaveFailed,
  obAssignee: s.assigneeSaveFailed,
  taskMemo: s.taskMemoSaveFailed,
  surveyResponseDate: s.dateSaveFailed,
  deliveryDate: s.dateSaveFailed,
};

/** What OB draws its own way, by field; every cell shows 未設定 when empty. */
function extrasOf(ctx: ColumnKit.ColumnLists) {
  return (field: { key: ObField }): Partial<GridColumn<ObCustomer>> => ({
    emptyText: s.unset,
    saveFailed: saveFailed[field.key] ?? s.saveFailed,
    ...(field.key === 'clientName' ? ColumnKit.clientNameExtras : {}),
    ...(field.key === 'progress' ? { cellStyle: ColumnKit.progressTint(ctx.progressStyle) } : {}),
  });
}

/** The table's fields in order, then the delete button (the one column that does not sort). */
export function buildObColumns(ctx: ColumnKit.ColumnLists): GridColumn<ObCustomer>[] {
  return [
    ...ColumnKit.fieldColumns<ObCustomer, ObField>(OB_FIELDS, ctx, extrasOf(ctx)),
    ColumnKit.deleteColumn(DELETE_WIDTH),
  ];
}
