import { instantOf } from '@/lib/tokyo-time';
import { cachedByData, storedFieldsOf, type DocumentData } from '@/features/customers/model';
import { DEAL_FIELDS, type Deal } from './deal-fields';

/** Parse, don't cast: a stored deal_list document of any age becomes a complete row. */
function parseDeal(id: string, data: DocumentData): Deal {
  const row = storedFieldsOf(id, data, DEAL_FIELDS);
  row.createdAt = instantOf(data.createdAt);
  return row as unknown as Deal;
}

/** The same row object for the same stored `data` object (see `cachedByData`). */
export const parseDealCached = cachedByData(parseDeal);
