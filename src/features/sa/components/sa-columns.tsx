import { AlertTriangle, Star } from 'lucide-react';
import {
  type ColumnLists,
  deleteColumn,
  fieldColumns,
  progressTint,
  clientNameExtras,
} from '@/features/customers';
import type { GridColumn } from '@/components/grid/types';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { corporateNumberProblem } from '@/features/customers/model';
import { SA_FIELDS } from '../model/sa-fields';
import type { SaCustomer, SaTextField } from '../model/types';
import { saStrings as s } from '../strings';

const FAVORITE_WIDTH = 56;
const DELETE_WIDTH = 56;

const priorityTone: Record<string, BadgeTone> = { A: 'red', B: 'yellow', C: 'orange' };

/**
 * A corporate number, with a warning mark when it is not 13 digits or its check digit is wrong
 * (flagged, not refused). The mark is a tooltip for the eye; the cell keeps the number as its
 * name, and the 法人番号 filter finds the flagged rows.
 */
function CorporateNumber({ value }: { value: string }) {
  const problem = corporateNumberProblem(value);
  return (
    <span
      className="flex min-w-0 items-center gap-1"
      title={problem ? s.corporateNumberWarning : undefined}
    >
      <span className="truncate">{value}</span>
      {problem ? (
        <AlertTriangle className="h-3.5 w-3.5 shrink-0 text-amber-600" aria-hidden />
      ) : null}
    </span>
  );
}

/** What SA draws its own way, by field. */
function extrasOf(ctx: ColumnLists) {
  return (field: { key: SaTextField }): Partial<GridColumn<SaCustomer>> => {
    switch (field.key) {
      case 'priority':
        return {
          render: (row) =>
            row.priority ? <Badge tone={priorityTone[row.priority]}>{row.priority}</Badge> : null,
        };
      case 'clientName':
        return clientNameExtras;
      case 'corporateNumber':
        return { render: (row) => <CorporateNumber value={row.corporateNumber} /> };
      case 'progress':
        return {
          cellStyle: progressTint(ctx.progressStyle),
          render: (row) => (
            <span className="truncate font-medium" title={row.progress}>
              {row.progress}
            </span>
          ),
        };
      case 'meetingVideo':
        return { actionLabel: (row) => s.openVideo(row.clientName) };
      default:
        return {};
    }
  };
}

/** The star, the table's fields in order, and the delete button. */
export function buildSaColumns(ctx: ColumnLists): GridColumn<SaCustomer>[] {
  return [
    {
      id: 'isFavorite',
      header: s.colFavorite,
      headerIcon: <Star className="h-4 w-4" aria-hidden />,
      width: FAVORITE_WIDTH,
      kind: 'favorite',
      value: (row) => String(row.isFavorite),
      actionLabel: (row) =>
        row.isFavorite ? s.favoriteOn(row.clientName) : s.favoriteOff(row.clientName),
      alwaysShown: true,
    },
    // Every field sorts by its header (the order is part of a saved view).
    ...fieldColumns<SaCustomer, SaTextField>(SA_FIELDS, ctx, extrasOf(ctx)).map((column) => ({
      ...column,
      sortable: true,
    })),
    deleteColumn(DELETE_WIDTH),
  ];
}
