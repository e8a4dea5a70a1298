import type { BoardCardContent } from '@/features/customers';
import { isOverdue } from '@/features/customers/model';
import { dayToDisplay } from '@/lib/format';
import type { ObCustomer } from '../model/types';
import { obStrings as s } from '../strings';

/**
 * An OB card on the board: client, service, 納品予定日 (red once past and not delivered: no
 * 納品日 yet) and OB担当. `today` is Tokyo's day ('YYYY-MM-DD').
 */
export const obCard =
  (today: string) =>
  (row: ObCustomer): BoardCardContent => ({
    title: row.clientName,
    subtitle: row.serviceName,
    date: {
      label: s.colPlannedDeliveryDate,
      value: dayToDisplay(row.plannedDeliveryDate),
      overdue: isOverdue(row.plannedDeliveryDate, today, row.deliveryDate !== ''),
    },
    person: row.obAssignee,
  });
