/**
 * Search text folded the way Japanese staff expect a search box to behave: NFKC (full-width
 * ＡＢＣ１２３ and half-width ｶﾅ become their usual forms), lower case, katakana folded onto
 * hiragana (アオバ finds あおば and the reverse), runs of white space (the ideographic space U+3000 too) as one space.
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The query's words (already normalised by the caller or not): each must occur. */
export function searchTerms(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? normalized.split(' ') : [];
}

/** True when every term occurs in the normalised haystack; no terms match everything. */
export function matchesTerms(normalizedHaystack: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!normalizedHaystack.includes(term)) return false;
  return true;
}
