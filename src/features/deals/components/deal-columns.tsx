import { Link } from 'react-router-dom';
import { tableRowPath } from '@/contracts/customer-tables';
import type { GridColumn } from '@/components/grid/types';
import * as ColumnKit from '@/features/customers';
import type { ReferenceChoice } from '@/features/customers';
import { SA_LIST } from '@/contracts/collections';
import { DEAL_FIELDS, type Deal, type DealField } from '../model/deal-fields';
import { shownAmount } from '../model/money';
import { dealStrings as s } from '../strings';

const DELETE_WIDTH = 90;

/**
 * 顧客: the customer's name, a link to its page; 「削除された顧客」 when its row is gone (deleted
 * or merged away). While the customers load, nothing is said yet.
 */
export function customerCell(choices: readonly ReferenceChoice[]) {
  const nameOf = new Map(choices.map((choice) => [choice.value, choice.label]));
  return {
    options: choices,
    render: (row: Deal) => {
      if (!row.customerId) return null;
      const name = nameOf.get(row.customerId);
      if (name === undefined)
        return choices.length > 0 ? <span className="text-muted">{s.deletedCustomer}</span> : null;
      return (
        <Link
          to={tableRowPath(SA_LIST, row.customerId)}
          className="text-brand-700 truncate hover:underline"
          onClick={(event) => event.stopPropagation()}
        >
          {name}
        </Link>
      );
    },
  } satisfies Partial<GridColumn<Deal>>;
}

/** What the deals draw their own way, by field; every cell shows 未設定 when empty. */
function extrasOf(ctx: ColumnKit.ColumnLists) {
  const customer = customerCell(ctx.references.customerId ?? []);
  return (field: { key: DealField }): Partial<GridColumn<Deal>> => ({
    emptyText: s.unset,
    ...(field.key === 'clientName' ? ColumnKit.clientNameExtras : {}),
    ...(field.key === 'customerId' ? customer : {}),
    ...(field.key === 'amount'
      ? { render: (row: Deal) => <span className="tabular-nums">{shownAmount(row.amount)}</span> }
      : {}),
    ...(field.key === 'progress' ? { cellStyle: ColumnKit.progressTint(ctx.progressStyle) } : {}),
  });
}

/** The table's fields in order, then the delete button. */
export function buildDealColumns(ctx: ColumnKit.ColumnLists): GridColumn<Deal>[] {
  return [
    ...ColumnKit.fieldColumns<Deal, DealField>(DEAL_FIELDS, ctx.lists, extrasOf(ctx)),
    ColumnKit.deleteColumn(DELETE_WIDTH),
  ];
}
