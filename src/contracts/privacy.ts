/**
 * 開示・消去 (個人情報保護法 requests), administrators only: what the browser and the privacy
 * callables (functions/src/privacy/) agree on. Dependency-free: copied into functions/.
 */
export const FIND_PERSONAL_DATA = 'findPersonalData';
export const ERASE_PERSONAL_DATA = 'erasePersonalData';

/** What the 管理者 types into the confirmation dialog's box before 「消去する」. */
export const ERASE_CONFIRMATION = '消去';

export { ERASING_FIELD } from './collections';

/** Documents erased per call: the screen calls again until none remain, showing progress. */
export const ERASE_BATCH = 200;

export interface FindPersonalDataRequest {
  /** A name, e-mail address, phone number or 法人番号. */
  query: string;
}

/** A document found: its kind (personal-data.ts), its path and its fields (instants as ISO text). */
export interface FoundDocument {
  kind: string;
  path: string;
  data: Record<string, unknown>;
}

export interface FindPersonalDataResponse {
  found: FoundDocument[];
}

export interface ErasePersonalDataRequest {
  query: string;
  /** ERASE_CONFIRMATION, as typed. */
  confirm: string;
}

export interface ErasePersonalDataResponse {
  /** Erased by this call. */
  erased: number;
  /** Still found after it (the screen calls again while any remain). */
  remaining: number;
}
