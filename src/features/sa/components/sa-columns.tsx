import { Star } from 'lucide-react';
import type { GridColumn } from '@/components/grid/types';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { BadgeStyle } from '@/features/dropdowns';
import { PRIORITIES, type SaCustomer } from '../model/types';
import { saStrings as s } from '../strings';

/** Spec section 9: the SA table is 1962 px wide. */
export const SA_TABLE_WIDTH = 1962;

const priorityTone: Record<string, BadgeTone> = { A: 'red', B: 'yellow', C: 'orange' };

export interface SaColumnContext {
  referralSources: readonly string[];
  progressLabels: readonly string[];
  assignees: readonly string[];
  progressStyle: (label: string) => BadgeStyle;
}

/** The columns in the spec's order (section 2), 1962 px in all. */
export function buildSaColumns(ctx: SaColumnContext): GridColumn<SaCustomer>[] {
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
    {
      id: 'corporateNumber',
      header: s.colCorporateNumber,
      width: 140,
      kind: 'text',
      value: (row) => row.corporateNumber,
    },
    {
      id: 'meetingDate',
      header: s.colMeetingDate,
      width: 120,
      kind: 'date',
      value: (row) => row.meetingDate,
    },
    {
      id: 'lastContactDate',
      header: s.colLastContactDate,
      width: 120,
      kind: 'date',
      value: (row) => row.lastContactDate,
    },
    {
      id: 'referralSource',
      header: s.colReferralSource,
      width: 130,
      kind: 'suggest',
      value: (row) => row.referralSource,
      suggestions: ctx.referralSources,
    },
    {
      id: 'priority',
      header: s.colPriority,
      width: 80,
      kind: 'select',
      value: (row) => row.priority,
      options: PRIORITIES.map((p) => ({ value: p, label: p })),
      render: (row) =>
        row.priority ? <Badge tone={priorityTone[row.priority]}>{row.priority}</Badge> : null,
    },
    {
      id: 'nextAction',
      header: s.colNextAction,
      width: 200,
      kind: 'multiline',
      value: (row) => row.nextAction,
    },
    {
      id: 'clientName',
      header: s.colClientName,
      width: 180,
      kind: 'text',
      value: (row) => row.clientName,
      render: (row) => (
        <span className="truncate font-medium text-slate-900" title={row.clientName}>
          {row.clientName}
        </span>
      ),
    },
    {
      id: 'serviceName',
      header: s.colServiceName,
      width: 150,
      kind: 'text',
      value: (row) => row.serviceName,
    },
    {
      id: 'progress',
      header: s.colProgress,
      width: 120,
      kind: 'suggest',
      value: (row) => row.progress,
      suggestions: ctx.progressLabels,
      cellStyle: (row) => {
        if (!row.progress) return undefined;
        const style = ctx.progressStyle(row.progress);
        return { backgroundColor: style.backgroundColor, color: style.color };
      },
      render: (row) => (
        <span className="truncate font-medium" title={row.progress}>
          {row.progress}
        </span>
      ),
    },
    {
      id: 'obAssignee',
      header: s.colAssignee,
      width: 110,
      kind: 'suggest',
      value: (row) => row.obAssignee,
      suggestions: ctx.assignees,
    },
    {
      id: 'contactPerson',
      header: s.colContactPerson,
      width: 120,
      kind: 'text',
      value: (row) => row.contactPerson,
    },
    {
      id: 'contactInfo',
      header: s.colContactInfo,
      width: 170,
      kind: 'contact',
      value: (row) => row.contactInfo,
    },
    {
      id: 'phoneNumber',
      header: s.colPhoneNumber,
      width: 130,
      kind: 'text',
      value: (row) => row.phoneNumber,
    },
    {
      id: 'meetingVideo',
      header: s.colMeetingVideo,
      width: 80,
      kind: 'url',
      value: (row) => row.meetingVideo,
      actionLabel: (row) => s.openVideo(row.clientName),
    },
    {
      id: 'delete',
      header: s.colDelete,
      width: 56,
      kind: 'delete',
      value: () => '',
      actionLabel: (row) => s.deleteRow(row.clientName),
    },
  ];
}
