import type { GridColumn } from '@/components/grid/types';
import type { BadgeStyle } from '@/features/dropdowns';
import { PRODUCT_CATEGORIES, type ObCustomer, type ObField } from '../model/types';
import { obStrings as s } from '../strings';

/** Spec section 9: the OB table is 1920 px wide. */
export const OB_TABLE_WIDTH = 1920;

export interface ObColumnContext {
  referralSources: readonly string[];
  progressLabels: readonly string[];
  assignees: readonly string[];
  progressStyle: (label: string) => BadgeStyle;
}

const choices = (labels: readonly string[]) => labels.map((l) => ({ value: l, label: l }));

function field(
  id: ObField,
  header: string,
  width: number,
  kind: 'text' | 'multiline' | 'date' | 'select',
  saveFailed: string,
  extra: Partial<GridColumn<ObCustomer>> = {},
): GridColumn<ObCustomer> {
  return {
    id,
    header,
    width,
    kind,
    value: (row) => row[id],
    emptyText: s.unset,
    sortable: true,
    saveFailed,
    ...extra,
  };
}

/** The columns in the spec's order (section 2), 1920 px in all; every one but delete sorts. */
export function buildObColumns(ctx: ObColumnContext): GridColumn<ObCustomer>[] {
  return [
    field('slackNumber', s.colSlackNumber, 130, 'text', s.saveFailed, { linkify: true }),
    field('plannedDeliveryDate', s.colPlannedDeliveryDate, 130, 'date', s.dateSaveFailed),
    field('referralSource', s.colReferralSource, 140, 'select', s.referralSaveFailed, {
      options: choices(ctx.referralSources),
    }),
    field('productCategory', s.colProductCategory, 120, 'select', s.categorySaveFailed, {
      options: choices(PRODUCT_CATEGORIES),
    }),
    field('clientName', s.colClientName, 200, 'text', s.saveFailed, {
      render: (row) => (
        <span className="truncate font-medium text-slate-900" title={row.clientName}>
          {row.clientName}
        </span>
      ),
    }),
    field('serviceName', s.colServiceName, 180, 'text', s.saveFailed, { linkify: true }),
    field('progress', s.colProgress, 130, 'select', s.progressSaveFailed, {
      options: choices(ctx.progressLabels),
      cellStyle: (row) => {
        if (!row.progress) return undefined;
        const style = ctx.progressStyle(row.progress);
        return { backgroundColor: style.backgroundColor, color: style.color };
      },
    }),
    field('obAssignee', s.colAssignee, 130, 'select', s.assigneeSaveFailed, {
      options: choices(ctx.assignees),
    }),
    field('taskMemo', s.colTaskMemo, 400, 'text', s.taskMemoSaveFailed, { linkify: true }),
    field('surveyResponseDate', s.colSurveyResponseDate, 140, 'date', s.dateSaveFailed),
    field('deliveryDate', s.colDeliveryDate, 130, 'date', s.dateSaveFailed),
    {
      id: 'delete',
      header: s.colDelete,
      width: 90,
      kind: 'delete',
      value: () => '',
      actionLabel: (row) => s.deleteRow(row.clientName),
    },
  ];
}
