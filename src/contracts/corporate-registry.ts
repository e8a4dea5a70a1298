/**
 * 「法人番号から会社名と所在地を取得」 (名寄せ): the callable that asks the 国税庁 法人番号システム
 * Web-API for a 法人番号's registered name and address. Dependency-free: copied into
 * functions/src/shared/contracts/.
 */
export const LOOKUP_CORPORATE_NUMBER = 'lookupCorporateNumber';

/**
 * The row field the lookup stores (the server writes it; no client does): what the registry said,
 * for the 法人番号 the row had then.
 */
export const REGISTRY_FIELD = 'registry';

/** One corporation as the registry records it. */
export interface CorporateRecord {
  corporateNumber: string;
  /** 正式名称 (商号又は名称). */
  name: string;
  /** 所在地: prefecture, city and street (or the address abroad). */
  address: string;
  /** 閉鎖日 'YYYY-MM-DD', or null while the corporation exists. */
  closeDate: string | null;
  /** 閉鎖の事由, as words ('' when open). */
  closeCause: string;
}

export interface LookupCorporateRequest {
  corporateNumber: string;
  /** The row to store the answer on (its 法人番号 must be this one). */
  row?: { table: string; rowId: string };
}

export interface LookupCorporateResponse {
  record: CorporateRecord;
  /** When the answer was stored on the row (ms), or null when no row was named. */
  storedAt: number | null;
}
