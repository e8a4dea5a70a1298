import { instantOf } from '@/lib/tokyo-time';
import {
  corporateNumberProblem,
  cachedByData,
  storedFieldsOf,
  storedText as text,
  type DocumentData,
} from '@/features/customers/model';
import { saStrings } from '../strings';
import { foldText } from '@/lib/fold-text';
import { SA_FIELDS } from './sa-fields';
import { PRIORITIES, type Priority, type SaCustomer } from './types';

export function parsePriority(value: unknown): Priority | '' {
  const normalized = foldText(text(value)).toUpperCase();
  return (PRIORITIES as readonly string[]).includes(normalized) ? (normalized as Priority) : '';
}

/** Parse, don't cast: a stored sa_list document of any age becomes a complete row. */
export function parseSaCustomer(id: string, data: DocumentData): SaCustomer {
  const row = storedFieldsOf(id, data, SA_FIELDS);
  // Older documents name the assignee `saAssignee` or `assignee`.
  row.obAssignee = [data.obAssignee, data.saAssignee, data.assignee].map(text).find(Boolean) ?? '';
  row.priority = parsePriority(data.priority);
  row.isFavorite = data.isFavorite === true;
  row.createdAt = instantOf(data.createdAt);
  row.corporateNumberFlag = corporateNumberProblem(String(row.corporateNumber))
    ? saStrings.corporateNumberFlagged
    : '';
  return row as unknown as SaCustomer;
}

/** The same row object for the same stored `data` object (see `cachedByData`). */
export const parseSaCustomerCached = cachedByData(parseSaCustomer);
