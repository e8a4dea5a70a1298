/**
 * Which Chatwork messages mention an account. Chatwork has no mentions endpoint, so the body's
 * markup decides: `[To:{id}]` (a "To" mention) or `[rp aid={id} to=...]` (a reply). Chatwork does
 * not notify a mention inside a quote (`[qt]...[/qt]`, possibly nested), so quotes are removed
 * first.
 */

const QUOTE_TAG = /\[(\/?)qt\]/gi;

/** The body without its quotes; an opening `[qt]` that is never closed is left as text. */
export function withoutQuotes(body: string): string {
  let depth = 0;
  let start = 0;
  let kept = '';
  let cursor = 0;
  for (const match of body.matchAll(QUOTE_TAG)) {
    const index = match.index;
    if (match[1] === '') {
      if (depth === 0) {
        kept += body.slice(cursor, index);
        start = index;
      }
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) cursor = index + match[0].length;
    }
  }
  // Unclosed quote: Chatwork shows the rest as plain text, so it still counts.
  return depth > 0 ? kept + body.slice(start) : kept + body.slice(cursor);
}

/** True when the body, outside quotes, addresses `accountId` with [To:id] or [rp aid=id ...]. */
export function mentionsAccount(body: string, accountId: number): boolean {
  if (!Number.isSafeInteger(accountId)) return false;
  const text = withoutQuotes(body);
  const to = new RegExp(`\\[To:${accountId}\\]`, 'i');
  const reply = new RegExp(`\\[rp aid=${accountId}(?:\\s[^\\]]*)?\\]`, 'i');
  return to.test(text) || reply.test(text);
}
