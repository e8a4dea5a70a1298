import type { BoardCardContent } from '@/features/customers';
import { isOverdue, shownNumber } from '@/features/customers/model';
import { WON_STAGE, LOST_STAGE } from '@/contracts/deal-table';
import { dayToDisplay } from '@/lib/format';
import { DEAL_FIELDS, type Deal } from '../model/deal-fields';

const CLOSE_DATE_LABEL = DEAL_FIELDS.find((field) => field.key === 'closeDate')!.header;

/**
 * A deal on the board: its name, 金額 and 確度, 受注予定日 (red once past on an open deal) and
 * 担当者. `today` is Tokyo's day ('YYYY-MM-DD').
 */
export const dealCard =
  (today: string) =>
  (row: Deal): BoardCardContent => ({
    title: row.clientName,
    subtitle: [shownNumber(row.amount, '円'), row.confidence].filter(Boolean).join('・'),
    date: {
      label: CLOSE_DATE_LABEL,
      value: dayToDisplay(row.closeDate),
      overdue: isOverdue(
        row.closeDate,
        today,
        row.progress === WON_STAGE || row.progress === LOST_STAGE,
      ),
    },
    person: row.assignee,
  });
