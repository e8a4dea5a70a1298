import { instantOf } from '@/lib/tokyo-time';
import { cachedByData, storedText as text, type DocumentData } from '@/features/customers/model';
import { toIsoDate } from '@/lib/iso-date';
import { OB_FIELDS } from './ob-fields';
import type { ObCustomer } from './types';

/** Parse, don't cast: a stored ob_list document of any age becomes a complete row. */
function parseObCustomer(id: string, data: DocumentData): ObCustomer {
  const fields = Object.fromEntries(
    OB_FIELDS.map((field) => [
      field.key,
      field.cell === 'date' ? toIsoDate(data[field.key]) : text(data[field.key]),
    ]),
  );
  return { ...fields, id, createdAt: instantOf(data.createdAt) } as ObCustomer;
}

/** The same row object for the same stored `data` object (see `cachedByData`). */
export const parseObCustomerCached = cachedByData(parseObCustomer);
