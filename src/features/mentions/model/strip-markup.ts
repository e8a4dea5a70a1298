/**
 * Chatwork message markup removed for display: the tags go, the words inside stay. To / reply /
 * quote headers, info boxes and titles, code, rules, profile icons and names, previews,
 * downloads, system texts (dtext), tasks, TO ALL. `[返信 ...]` is the reply tag as the Japanese
 * client writes it. The result is text, rendered as text (never as HTML).
 */
const TAG =
  /\[(\/?)(to|rp|返信|qt|qtmeta|info|title|code|hr|picon|piconname|preview|download|dtext|toall|task|deleted)(?:[:\s=][^\]]*)?\]/gi;

/** Tags after which the text continues on a new line (a box title, a rule, the end of a block). */
const LINE_BREAK_AFTER = new Set(['/title', 'hr', '/qt', '/info', '/code', '/task']);

export function stripChatworkMarkup(body: string): string {
  return (
    body
      .replace(TAG, (_tag, close: string, name: string) =>
        LINE_BREAK_AFTER.has(`${close}${name.toLowerCase()}`) ? '\n' : '',
      )
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      // Not trim(): a full-width space the writer put first is part of the text.
      .replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '')
  );
}
