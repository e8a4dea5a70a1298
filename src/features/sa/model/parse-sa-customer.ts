import { instantOf } from '@/lib/tokyo-time';
import {
  corporateNumberProblem,
  cachedByData,
  storedText as text,
  type DocumentData,
} from '@/features/customers/model';
import { saStrings } from '../strings';
import { toIsoDate } from '@/lib/iso-date';
import { SA_FIELDS } from './sa-fields';
import { PRIORITIES, type Priority, type SaCustomer } from './types';

export function parsePriority(value: unknown): Priority | '' {
  const normalized = text(value).normalize('NFKC').trim().toUpperCase();
  return (PRIORITIES as readonly string[]).includes(normalized) ? (normalized as Priority) : '';
}

/** Parse, don't cast: a stored sa_list document of any age becomes a complete row. */
export function parseSaCustomer(id: string, data: DocumentData): SaCustomer {
  const fields = Object.fromEntries(
    SA_FIELDS.map((field) => [
      field.key,
      field.cell === 'date' ? toIsoDate(data[field.key]) : text(data[field.key]),
    ]),
  );
  // Older documents name the assignee `saAssignee` or `assignee`.
  const assignee = [data.obAssignee, data.saAssignee, data.assignee].map(text).find(Boolean) ?? '';
  return {
    ...fields,
    id,
    priority: parsePriority(data.priority),
    obAssignee: assignee,
    isFavorite: data.isFavorite === true,
    createdAt: instantOf(data.createdAt),
    corporateNumberFlag: corporateNumberProblem(String(fields.corporateNumber))
      ? saStrings.corporateNumberFlagged
      : '',
  } as SaCustomer;
}

/** The same row object for the same stored `data` object (see `cachedByData`). */
export const parseSaCustomerCached = cachedByData(parseSaCustomer);
