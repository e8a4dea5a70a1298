/**
 * What list search compares: NFKC folds full-width Latin letters and digits and half-width kana
 * into their usual forms ('ＳＡＬＥ' -> 'SALE', 'ｶﾞ' -> 'ガ'), then case is ignored.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * The items whose texts contain the query, case- and width-insensitively. A blank query (also
 * only full-width spaces) keeps the list as it is, the same array.
 */
export function filterBySearch<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
): readonly T[] {
  const needle = searchKey(query.trim());
  if (needle === '') return items;
  return items.filter((item) => textsOf(item).some((text) => searchKey(text).includes(needle)));
}
