import { Link } from 'react-router-dom';
import type { GridColumn } from '@/components/grid/types';
import { tableRowPath } from '@/contracts/customer-tables';
import type { CustomerField } from '../model/customer-field';
import { shownNumber } from '../model/number-value';
import { customerTableStrings as s } from '../../strings';
import type { ReferenceChoice } from './customer-columns';

const valueOf = (row: unknown, key: string) => String((row as Record<string, unknown>)[key] ?? '');

/** 数値: the digits read with the field's unit (¥1,234,567, 80%), right-aligned figures. */
function numberCell<Row>(field: CustomerField): Partial<GridColumn<Row>> {
  return {
    render: (row) => (
      <span className="tabular-nums">{shownNumber(valueOf(row, field.key), field.unit)}</span>
    ),
  };
}

/**
 * 関連: the row's name, a link to its page, chosen in the cell from a searchable list;
 * 「削除された顧客」 when the row is gone (deleted or merged away). While the other table loads,
 * nothing is said yet.
 */
export function referenceCell<Row>(
  field: CustomerField,
  choices: readonly ReferenceChoice[],
): Partial<GridColumn<Row>> {
  const nameOf = new Map(choices.map((choice) => [choice.value, choice.label]));
  const table = field.references!;
  return {
    options: choices,
    searchable: true,
    render: (row) => {
      const id = valueOf(row, field.key);
      if (!id) return null;
      const name = nameOf.get(id);
      if (name === undefined)
        return choices.length > 0 ? <span className="text-muted">{s.deletedReference}</span> : null;
      return (
        <Link
          to={tableRowPath(table, id)}
          className="text-brand-700 truncate hover:underline"
          onClick={(event) => event.stopPropagation()}
        >
          {name}
        </Link>
      );
    },
  };
}

/** What a field's kind draws in its cell: numbers with their unit, 関連 as links. */
export function kindCell<Row>(
  field: CustomerField,
  references: Readonly<Record<string, readonly ReferenceChoice[]>>,
): Partial<GridColumn<Row>> {
  if (field.references) return referenceCell(field, references[field.key] ?? []);
  if (field.unit) return numberCell(field);
  return {};
}
