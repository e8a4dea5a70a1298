/**
 * What user text may become inside a GTM export. GTM reads `{{…}}` anywhere in a tag or trigger
 * value as a variable reference, and a lone UTF-16 surrogate (half of an emoji, e.g. after a cut
 * paste) makes encodeURIComponent throw a URIError. Validation refuses both in the form; these
 * helpers keep the builder safe on their own.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const BRACES = /[{}]/g;

export function hasLoneSurrogate(value: string): boolean {
  return value.search(LONE_SURROGATE) !== -1;
}

export function hasBraces(value: string): boolean {
  return value.search(BRACES) !== -1;
}

/** Lone surrogates become U+FFFD, as String.prototype.toWellFormed (ES2024) does. */
function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

/** Well-formed and without `{` `}`: safe in any tag name, trigger value or script URL. */
export function gtmText(value: string): string {
  return wellFormed(value).replace(BRACES, '');
}

/** A delivery domain typed as a URL ("https://tag.x.jp/") still means the host "tag.x.jp". */
export function normaliseTagDomain(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
}
