import { Star } from 'lucide-react';
import {
  deleteColumn,
  type ColumnLists,
  fieldColumn,
  labelChoices,
  progressTint,
  renderClientName,
} from '@/components/customer-table/customer-columns';
import type { GridColumn } from '@/components/grid/types';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PRIORITIES, type SaCustomer, type SaTextField } from '../model/types';
import { saStrings as s } from '../strings';

/** Spec section 9: the SA table is 1962 px wide. */
export const SA_TABLE_WIDTH = 1962;

const priorityTone: Record<string, BadgeTone> = { A: 'red', B: 'yellow', C: 'orange' };

const field = (
  id: SaTextField,
  header: string,
  width: number,
  kind: GridColumn<SaCustomer>['kind'],
  extra?: Partial<GridColumn<SaCustomer>>,
) => fieldColumn<SaCustomer, SaTextField>(id, header, width, kind, extra);

/** The columns in the spec's order (section 2), 1962 px in all. */
export function buildSaColumns(ctx: ColumnLists): GridColumn<SaCustomer>[] {
  return [
    {
      id: 'isFavorite',
      header: s.colFavorite,
      headerIcon: <Star className="h-4 w-4" aria-hidden />,
      width: 56,
      kind: 'favorite',
      value: (row) => String(row.isFavorite),
      actionLabel: (row) =>
        row.isFavorite ? s.favoriteOn(row.clientName) : s.favoriteOff(row.clientName),
      sticky: true,
    },
    field('corporateNumber', s.colCorporateNumber, 140, 'text'),
    field('meetingDate', s.colMeetingDate, 120, 'date'),
    field('lastContactDate', s.colLastContactDate, 120, 'date'),
    field('referralSource', s.colReferralSource, 130, 'suggest', {
      suggestions: ctx.referralSources,
    }),
    field('priority', s.colPriority, 80, 'select', {
      options: labelChoices(PRIORITIES),
      render: (row) =>
        row.priority ? <Badge tone={priorityTone[row.priority]}>{row.priority}</Badge> : null,
    }),
    field('nextAction', s.colNextAction, 200, 'multiline'),
    field('clientName', s.colClientName, 180, 'text', { render: renderClientName }),
    field('serviceName', s.colServiceName, 150, 'text'),
    field('progress', s.colProgress, 120, 'suggest', {
      suggestions: ctx.progressLabels,
      cellStyle: progressTint(ctx.progressStyle),
      render: (row) => (
        <span className="truncate font-medium" title={row.progress}>
          {row.progress}
        </span>
      ),
    }),
    field('obAssignee', s.colAssignee, 110, 'suggest', { suggestions: ctx.assignees }),
    field('contactPerson', s.colContactPerson, 120, 'text'),
    field('contactInfo', s.colContactInfo, 170, 'contact'),
    field('phoneNumber', s.colPhoneNumber, 130, 'text'),
    field('meetingVideo', s.colMeetingVideo, 80, 'url', {
      actionLabel: (row) => s.openVideo(row.clientName),
    }),
    deleteColumn(56),
  ];
}
