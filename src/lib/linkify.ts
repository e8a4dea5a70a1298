import { safeHttpUrl } from './safe-http-url';

export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Stops at white space (ASCII or the full-width space) and at Japanese brackets and punctuation
// that commonly follow a URL in running text.
const URL_PATTERN = /https?:\/\/[^\s\u3000<>"'（）「」『』【】、。]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/**
 * Splits text into plain parts and http(s) links, for rendering as text nodes and anchors
 * (never as HTML). Anything that is not a well-formed http(s) URL stays text.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const candidate = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHttpUrl(candidate);
    if (!href) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
