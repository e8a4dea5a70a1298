import type { BoardCardContent } from '@/features/customers';
import { dayToDisplay } from '@/lib/format';
import type { SaCustomer } from '../model/types';
import { saStrings as s } from '../strings';

/** An SA card on the board: client, service, 商談日 and 担当者. */
export const saCard = (row: SaCustomer): BoardCardContent => ({
  title: row.clientName,
  subtitle: row.serviceName,
  date: { label: s.colMeetingDate, value: dayToDisplay(row.meetingDate), overdue: false },
  person: row.obAssignee,
});
