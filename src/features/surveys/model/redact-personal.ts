/**
 * What identifies a person, taken out of a free-text answer before it leaves for the AI
 * provider: e-mail addresses, URLs, phone numbers (Japanese formats, +81, full-width digits),
 * postal codes, and any value the same response gave as its e-mail or name. Each becomes a
 * placeholder the summary can still count (「［電話番号］が書かれた回答が3件」). Dependency-free: the
 * functions build copies it (functions/scripts/copy-shared.mjs).
 */

export const REDACTED = {
  email: '［メール］',
  url: '［URL］',
  phone: '［電話番号］',
  postalCode: '［郵便番号］',
  name: '［氏名］',
} as const;

/** Dashes people type between digits: ASCII, Unicode dashes and minus, the katakana 長音. */
const DASH = '[\\-‐‑‒–—―−ー]';
/** Between two groups of digits: a dash, a bracket or spaces. */
const GAP = `(?:\\s*${DASH}\\s*|\\s*[()]\\s*|\\s+)?`;
const DIGITS_AFTER = '(?![\\d])';

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>「」『』（）()]+/gi;
/** 090-1234-5678, 03(1234)5678, 0120 123 456, 09012345678: three groups from 0. */
const DOMESTIC_PHONE = `(?<![\\d])\\(?0\\d{1,4}${GAP}\\d{1,4}${GAP}\\d{3,4}${DIGITS_AFTER}`;
/** +81-90-1234-5678, +81 (0)3 1234 5678. */
const INTERNATIONAL_PHONE = `\\+\\s*81(?:\\s*\\(0\\)\\s*|${GAP})\\d{1,4}${GAP}\\d{1,4}${GAP}\\d{3,4}${DIGITS_AFTER}`;
const PHONE = new RegExp(`${INTERNATIONAL_PHONE}|${DOMESTIC_PHONE}`, 'g');
const POSTAL_CODE = new RegExp(
  `〒\\s*\\d{3}${DASH}?\\d{4}|(?<![\\d\\-‐‑‒–—―−ー])\\d{3}${DASH}\\d{4}(?![\\d\\-‐‑‒–—―−ー])`,
  'g',
);

/** A domestic number has 10 or 11 digits with its 0; with +81, 11 to 13 (a bracketed (0) too). */
function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  return candidate.trimStart().startsWith('+')
    ? digits >= 11 && digits <= 13
    : digits >= 10 && digits <= 11;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` without what identifies a person. `known` are the same response's own values (its
 * e-mail and name answers, the customer of its personal link): each is replaced wherever it
 * appears, as 「［氏名］」 (an e-mail among them as 「［メール］」).
 */
export function redactPersonal(text: string, known: readonly string[] = []): string {
  // Full-width letters, digits and symbols as their ASCII forms (０９０ → 090, ＠ → @).
  let result = text.normalize('NFKC');
  const values = known
    .map((value) => value.normalize('NFKC').trim())
    .filter((value) => [...value].length >= 2)
    .sort((a, b) => b.length - a.length);
  for (const value of values)
    result = result.replace(
      new RegExp(escapeRegExp(value), 'gi'),
      value.includes('@') ? REDACTED.email : REDACTED.name,
    );
  return result
    .replace(EMAIL, REDACTED.email)
    .replace(URL_TEXT, REDACTED.url)
    .replace(PHONE, (candidate) => (isPhoneNumber(candidate) ? REDACTED.phone : candidate))
    .replace(POSTAL_CODE, REDACTED.postalCode);
}

/** A text question whose answer is the respondent's name, by its label. */
export function isNameQuestion(label: string): boolean {
  return /(?:氏名|名前|お名前|ご芳名|担当者名|フリガナ|ふりがな)/.test(label);
}
