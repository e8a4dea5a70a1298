import type { DuplicateSource } from './candidates';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What a row or a typed entry of either table offers 名寄せ: its client name and, where the table
 * has them (SA), the 法人番号, phone number and 連絡先 (which may hold an e-mail address).
 */
export function duplicateSourceOf(
  id: string,
  fields: Readonly<Record<string, unknown>>,
): DuplicateSource {
  return {
    id,
    clientName: text(fields.clientName),
    corporateNumber: text(fields.corporateNumber),
    phone: text(fields.phoneNumber),
    contact: text(fields.contactInfo),
  };
}

const sources = /* @__PURE__ */ new WeakMap<object, DuplicateSource>();

/**
 * A table row's source, the same object while the row object is (the live lists keep unchanged
 * rows' objects), so its keys are normalised once (candidates.ts caches them by source).
 */
export function rowDuplicateSource(row: { id: string }): DuplicateSource {
  let source = sources.get(row);
  if (!source) {
    source = duplicateSourceOf(row.id, row);
    sources.set(row, source);
  }
  return source;
}
