import { foldText } from '@/lib/fold-text';
import {
  corporateNumberProblem,
  normaliseCorporateNumber,
} from '../../shared/model/corporate-number';

/**
 * 名寄せ's keys: what two spellings of one company have in common. Pure, so the add form, the
 * import preview and the duplicates view compare the same way.
 *
 * A company name is folded (NFKC: full- and half-width letters, digits and kana alike; ㈱ and
 * （株） become (株)), lower-cased, and stripped of its legal form wherever it stands (前株 and
 * 後株: 株式会社ABC, ABC株式会社, (株)ABC, ABC Co., Ltd.), of spaces and separators (・, dots,
 * commas, hyphens) and of long-vowel marks, which people write or leave out (コンピューター /
 * コンピュータ).
 */

// Top-level values are marked pure (`@__PURE__`): the customers' model barrel reaches the public
// survey page's local-mode chunk, which must not carry 名寄せ because a call might have effects.

/** Legal forms, longest first so 「一般社団法人」 goes before a shorter form inside it. */
const LEGAL_FORMS = /* @__PURE__ */ [
  '特定非営利活動法人',
  '一般社団法人',
  '一般財団法人',
  '公益社団法人',
  '公益財団法人',
  '株式会社',
  '有限会社',
  '合同会社',
  '合資会社',
  '合名会社',
  '(株)',
  '(有)',
  '(同)',
  '(資)',
  '(名)',
  '(一社)',
  '(一財)',
  'npo法人',
].sort((a, b) => b.length - a.length);

/** English forms, at the end (or the start) of the name, with their punctuation. */
const ENGLISH_FORMS =
  /(^|\s|,)(co\.?,?\s*ltd\.?|company\s+limited|corporation|corp\.?|inc\.?|incorporated|limited|ltd\.?|llc|l\.l\.c\.|k\.k\.|g\.k\.|co\.?)(?=$|\s|,)/g;

/** Separators and marks that vary between spellings: spaces, ・, dots, commas, hyphens, long vowels. */
const NOISE = /[\s・･.,，、。'’"“”&＆\-‐‑‒–—―−ー～〜]/g;

export function companyKey(name: string): string {
  let text = foldText(name).toLowerCase();
  text = text.replace(ENGLISH_FORMS, ' ');
  for (const form of LEGAL_FORMS) text = text.split(form).join(' ');
  return text.replace(NOISE, '');
}

/** A phone number's digits (+81 written as the leading 0); '' for fewer than 9 digits. */
export function phoneKey(phone: string): string {
  let digits = foldText(phone).replace(/[^\d+]/g, '');
  if (digits.startsWith('+81')) digits = `0${digits.slice(3)}`;
  digits = digits.replace(/\D/g, '');
  return digits.length >= 9 ? digits : '';
}

/**
 * Mail services anyone signs up to, and the placeholder domains reserved for examples
 * (example.com …, RFC 2606): sharing one says nothing about being one company.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'example.com',
  'example.net',
  'example.org',
  'example.jp',
  'gmail.com',
  'googlemail.com',
  'yahoo.co.jp',
  'ymail.ne.jp',
  'yahoo.com',
  'hotmail.com',
  'hotmail.co.jp',
  'outlook.com',
  'outlook.jp',
  'live.jp',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'au.com',
  'softbank.ne.jp',
  'i.softbank.jp',
  'nifty.com',
  'biglobe.ne.jp',
  'ocn.ne.jp',
  'so-net.ne.jp',
]);

/** The company part of an e-mail address found in the text; '' for none or a free-mail one. */
export function emailDomainKey(text: string): string {
  const match = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/.exec(foldText(text));
  const domain = match?.[1]?.toLowerCase() ?? '';
  return domain && !FREE_MAIL_DOMAINS.has(domain) ? domain : '';
}

/** A valid 法人番号's 13 digits; '' for none or one that fails its check digit. */
export function corporateNumberKey(value: string): string {
  const number = normaliseCorporateNumber(value);
  return number !== '' && corporateNumberProblem(number) === null ? number : '';
}
