import { instantOf } from '@/lib/tokyo-time';
import { cachedByData, storedFieldsOf, type DocumentData } from '@/features/customers/model';
import { OB_FIELDS } from './ob-fields';
import type { ObCustomer } from './types';

/** Parse, don't cast: a stored ob_list document of any age becomes a complete row. */
function parseObCustomer(id: string, data: DocumentData): ObCustomer {
  const row = storedFieldsOf(id, data, OB_FIELDS);
  row.createdAt = instantOf(data.createdAt);
  return row as unknown as ObCustomer;
}

/** The same row object for the same stored `data` object (see `cachedByData`). */
export const parseObCustomerCached = cachedByData(parseObCustomer);
