import type { CustomerTable } from '@/contracts/collections';
import {
  LOOKUP_CORPORATE_NUMBER,
  REGISTRY_FIELD,
  type CorporateRecord,
} from '@/contracts/corporate-registry';
import { CALLABLE_REASONS } from '@/contracts/callable-reasons';
import { backend, FunctionCallError, type Unsubscribe } from '@/lib/backend';
import { normaliseCorporateNumber } from '../../shared/model/corporate-number';

/** The lookup has no application id yet (the screens then say how to get one). */
export const isLookupNotConfigured = (error: unknown) =>
  error instanceof FunctionCallError && error.reason === CALLABLE_REASONS.corporateApiNotConfigured;

/**
 * 「法人番号から会社名と所在地を取得」: the registry's record of a 法人番号 (the callable asks the
 * 国税庁 Web-API). With a row, the record is stored on it (`registry`): by the function in the
 * cloud; in local mode by this tab, which holds the database, while the row still has the number.
 */
export async function lookupCorporation(
  corporateNumber: string,
  row?: { table: CustomerTable; rowId: string },
): Promise<CorporateRecord> {
  const { kind, functions, data } = backend();
  const { record } = await functions.call(LOOKUP_CORPORATE_NUMBER, {
    corporateNumber,
    ...(row ? { row } : {}),
  });
  if (row && kind === 'local')
    await data.runTransaction(async (tx) => {
      const stored = await tx.get(row.table, row.rowId);
      const number = stored?.data.corporateNumber;
      if (
        normaliseCorporateNumber(typeof number === 'string' ? number : '') !==
        record.corporateNumber
      )
        return;
      tx.update(row.table, row.rowId, { [REGISTRY_FIELD]: { ...record, checkedAt: new Date() } });
    });
  return record;
}

/** The record stored on a row's field, when it is one (older rows and other tables have none). */
function storedRecord(value: unknown): CorporateRecord | null {
  const { corporateNumber, name, address, closeDate, closeCause } = (value ?? {}) as Record<
    string,
    unknown
  >;
  return typeof corporateNumber === 'string' && typeof name === 'string'
    ? {
        corporateNumber,
        name,
        address: typeof address === 'string' ? address : '',
        closeDate: typeof closeDate === 'string' ? closeDate : null,
        closeCause: typeof closeCause === 'string' ? closeCause : '',
      }
    : null;
}

/** The record stored on a row, live (null when it has none). */
export function subscribeStoredRecord(
  table: CustomerTable,
  rowId: string,
  onChange: (record: CorporateRecord | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribeDoc(
    table,
    rowId,
    (doc) => onChange(storedRecord(doc?.data[REGISTRY_FIELD])),
    onError,
  );
}
