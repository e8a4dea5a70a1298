import { companyKey, corporateNumberKey, emailDomainKey, phoneKey } from './company-key';

/** What a row offers 名寄せ: its name, and where the table has them, 法人番号, phone and e-mail. */
export interface DuplicateSource {
  id: string;
  clientName: string;
  corporateNumber?: string;
  phone?: string;
  /** Free text that may hold an e-mail address (SA's 連絡先). */
  contact?: string;
}

/** Why two rows may be one company, strongest first. */
export const DUPLICATE_REASONS = ['corporateNumber', 'name', 'phone', 'emailDomain'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The reasons as the screens say them. */
export const duplicateReasonText: Record<DuplicateReason, string> = {
  corporateNumber: '法人番号が一致',
  name: '会社名が一致（表記ゆれ）',
  phone: '電話番号が一致',
  emailDomain: 'メールのドメインが一致',
};

export interface DuplicateCandidate {
  id: string;
  reasons: DuplicateReason[];
}

type Keys = Record<DuplicateReason, string>;

/** Reasons too weak to name candidates once many rows share them (a switchboard, a domain). */
const WEAK_REASONS: ReadonlySet<DuplicateReason> = /* @__PURE__ */ new Set([
  'phone',
  'emailDomain',
]);

/**
 * A source's keys, computed once per source object: the tables keep a row's source while the row
 * is unchanged (duplicate-source.ts), so rebuilding the index after a live delivery normalises
 * only the rows that changed.
 */
const keysCache = /* @__PURE__ */ new WeakMap<DuplicateSource, Keys>();

function keysOf(row: DuplicateSource): Keys {
  const cached = keysCache.get(row);
  if (cached) return cached;
  const keys = computeKeys(row);
  keysCache.set(row, keys);
  return keys;
}

function computeKeys(row: DuplicateSource): Keys {
  return {
    corporateNumber: corporateNumberKey(row.corporateNumber ?? ''),
    name: companyKey(row.clientName),
    phone: phoneKey(row.phone ?? ''),
    emailDomain: emailDomainKey(row.contact ?? ''),
  };
}

/**
 * A key shared by more rows than this (one switchboard number, a group's shared domain) makes no
 * pairs: it says nothing about which two are the same company, and its pairs grow quadratically.
 */
export const MAX_PAIR_GROUP = 20;

/** Strongest first: the strongest reason, then how many reasons agree. */
function byStrength(a: { reasons: DuplicateReason[] }, b: { reasons: DuplicateReason[] }) {
  const rank = (reasons: DuplicateReason[]) => DUPLICATE_REASONS.indexOf(reasons[0]!);
  return rank(a.reasons) - rank(b.reasons) || b.reasons.length - a.reasons.length;
}

/**
 * The rows by each key, built once for a table, so one entry's candidates are a few map reads
 * (the add form and a cell edit ask on every change).
 */
export function duplicateIndex(rows: readonly DuplicateSource[]) {
  const maps = Object.fromEntries(
    DUPLICATE_REASONS.map((reason) => [reason, new Map<string, string[]>()]),
  ) as Record<DuplicateReason, Map<string, string[]>>;
  for (const row of rows) {
    const keys = keysOf(row);
    for (const reason of DUPLICATE_REASONS) {
      const key = keys[reason];
      if (!key) continue;
      const ids = maps[reason].get(key) ?? [];
      ids.push(row.id);
      maps[reason].set(key, ids);
    }
  }

  /** The rows that may be the same company as `entry` (itself excluded), strongest first. */
  function candidatesOf(entry: DuplicateSource): DuplicateCandidate[] {
    const keys = computeKeys(entry);
    const found = new Map<string, DuplicateReason[]>();
    for (const reason of DUPLICATE_REASONS) {
      const key = keys[reason];
      if (!key) continue;
      const ids = maps[reason].get(key) ?? [];
      if (WEAK_REASONS.has(reason) && ids.length > MAX_PAIR_GROUP) continue;
      for (const id of ids) {
        if (id === entry.id) continue;
        found.set(id, [...(found.get(id) ?? []), reason]);
      }
    }
    return [...found].map(([id, reasons]) => ({ id, reasons })).sort(byStrength);
  }

  /**
   * Every pair of rows sharing a key, each pair once, strongest first; pairs in `dismissed`
   * (「重複ではない」, by `pairKey`) are left out.
   */
  function pairs(dismissed: ReadonlySet<string> = new Set()) {
    const found = new Map<string, { a: string; b: string; reasons: DuplicateReason[] }>();
    for (const reason of DUPLICATE_REASONS)
      for (const ids of maps[reason].values()) {
        if (ids.length > MAX_PAIR_GROUP) continue;
        for (let i = 0; i < ids.length; i += 1)
          for (let j = i + 1; j < ids.length; j += 1) {
            const key = pairKey(ids[i]!, ids[j]!);
            if (dismissed.has(key)) continue;
            const pair = found.get(key) ?? { a: ids[i]!, b: ids[j]!, reasons: [] };
            pair.reasons.push(reason);
            found.set(key, pair);
          }
      }
    return [...found.values()].sort(byStrength);
  }

  return { candidatesOf, pairs };
}

/** One id for a pair, whichever row comes first. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
