/**
 * Builds the document an iframe's srcdoc shows for a promotion. HTML that is already a whole
 * document (it starts with a doctype or an <html> tag) keeps its own structure and gets the CSS
 * injected into its head; anything else is a fragment wrapped in a minimal document.
 */

// Leading whitespace, a byte-order mark and HTML comments may precede the doctype.
const LEADING_NOISE = /^(?:\uFEFF|\s|<!--[\s\S]*?-->)*/;

export function isFullDocument(html: string): boolean {
  const start = html.replace(LEADING_NOISE, '');
  return /^<!doctype\s/i.test(start) || /^<html[\s>]/i.test(start);
}

/** CSS cannot close its own <style> element and smuggle markup after it. */
function styleElement(css: string): string {
  if (!css.trim()) return '';
  return `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

const META =
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">';

export function buildPromotionDocument(html: string, css: string): string {
  const style = styleElement(css);
  if (!isFullDocument(html)) {
    return `<!DOCTYPE html><html lang="ja"><head>${META}${style}</head><body>${html}</body></html>`;
  }
  if (!style) return html;
  // After the author's own styles (end of head), so the separate CSS field wins ties.
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}${style}${html.slice(headEnd)}`;
  const headOpen = /<head(?:\s[^>]*)?>/i.exec(html);
  if (headOpen) {
    const at = headOpen.index + headOpen[0].length;
    return `${html.slice(0, at)}${style}${html.slice(at)}`;
  }
  const htmlOpen = /<html(?:\s[^>]*)?>/i.exec(html);
  if (htmlOpen) {
    const at = htmlOpen.index + htmlOpen[0].length;
    return `${html.slice(0, at)}<head>${style}</head>${html.slice(at)}`;
  }
  // A doctype with no <html> tag: the parser opens head itself, so a leading style lands there.
  const doctype = /<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype.index + doctype[0].length : 0;
  return `${html.slice(0, at)}${style}${html.slice(at)}`;
}
