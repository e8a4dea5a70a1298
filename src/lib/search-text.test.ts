import { matchesTerms, normalizeSearchText, searchTerms } from './search-text';

test('full-width letters and digits match their half-width forms, case-insensitively', () => {
  expect(normalizeSearchText('ＡＢＣ１２３')).toBe('abc123');
  expect(normalizeSearchText('Abc')).toBe('abc');
});

test('half-width katakana, katakana and hiragana fold together', () => {
  expect(normalizeSearchText('ｱｵﾊﾞ')).toBe('あおば');
  expect(normalizeSearchText('アオバ')).toBe('あおば');
  expect(normalizeSearchText('あおば')).toBe('あおば');
  // ー (long vowel) and kanji are left as they are
  expect(normalizeSearchText('データ商事')).toBe('でーた商事');
});

test('full-width and repeated spaces collapse, ends are trimmed', () => {
  expect(normalizeSearchText('　株式会社　　アオバ ')).toBe('株式会社 あおば');
});

test('every word of the query must occur', () => {
  const haystack = normalizeSearchText('株式会社アオバ商事 在庫管理クラウド');
  expect(matchesTerms(haystack, searchTerms('ｱｵﾊﾞ　在庫'))).toBe(true);
  expect(matchesTerms(haystack, searchTerms('あおば 物件'))).toBe(false);
  expect(matchesTerms(haystack, searchTerms('   '))).toBe(true);
});
