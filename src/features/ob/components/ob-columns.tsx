import * as ColumnKit from '@/components/customer-table/customer-columns';
import type { GridColumn } from '@/components/grid/types';
import { PRODUCT_CATEGORIES, type ObCustomer, type ObField } from '../model/types';
import { obStrings as s } from '../strings';

/** Spec section 9: the OB table is 1920 px wide. */
export const OB_TABLE_WIDTH = 1920;

const field = (
  id: ObField,
  header: string,
  width: number,
  kind: 'text' | 'multiline' | 'date' | 'select',
  saveFailed: string,
  extra: Partial<GridColumn<ObCustomer>> = {},
) =>
  ColumnKit.fieldColumn<ObCustomer, ObField>(id, header, width, kind, {
    emptyText: s.unset,
    sortable: true,
    saveFailed,
    ...extra,
  });

/** The columns in the spec's order (section 2), 1920 px in all; every one but delete sorts. */
export function buildObColumns(ctx: ColumnKit.ColumnLists): GridColumn<ObCustomer>[] {
  return [
    field('slackNumber', s.colSlackNumber, 130, 'text', s.saveFailed, { linkify: true }),
    field('plannedDeliveryDate', s.colPlannedDeliveryDate, 130, 'date', s.dateSaveFailed),
    field('referralSource', s.colReferralSource, 140, 'select', s.referralSaveFailed, {
      options: ColumnKit.labelChoices(ctx.referralSources),
    }),
    field('productCategory', s.colProductCategory, 120, 'select', s.categorySaveFailed, {
      options: ColumnKit.labelChoices(PRODUCT_CATEGORIES),
    }),
    field('clientName', s.colClientName, 200, 'text', s.saveFailed, {
      render: ColumnKit.renderClientName,
    }),
    field('serviceName', s.colServiceName, 180, 'text', s.saveFailed, { linkify: true }),
    field('progress', s.colProgress, 130, 'select', s.progressSaveFailed, {
      options: ColumnKit.labelChoices(ctx.progressLabels),
      cellStyle: ColumnKit.progressTint(ctx.progressStyle),
    }),
    field('obAssignee', s.colAssignee, 130, 'select', s.assigneeSaveFailed, {
      options: ColumnKit.labelChoices(ctx.assignees),
    }),
    field('taskMemo', s.colTaskMemo, 400, 'text', s.taskMemoSaveFailed, { linkify: true }),
    field('surveyResponseDate', s.colSurveyResponseDate, 140, 'date', s.dateSaveFailed),
    field('deliveryDate', s.colDeliveryDate, 130, 'date', s.dateSaveFailed),
    ColumnKit.deleteColumn(90),
  ];
}
