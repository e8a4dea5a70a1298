/**
 * A comment on a customer row (顧客詳細's コメント): what it holds, what may be posted, and the
 * @mentions in it. Pure: the data layer stores it, the rules bound it (firestore.rules,
 * customerComments), the page shows it.
 */

/** The longest comment, in characters (UTF-16 units, as a textarea's maxLength counts). */
export const COMMENT_MAX = 5000;
/**
 * The most members one comment names. The rules check each against the members list, one read
 * each, within their limit of ten reads a request.
 */
export const COMMENT_MENTIONS_MAX = 8;

export interface CustomerComment {
  id: string;
  table: string;
  rowId: string;
  /** Empty once deleted. */
  body: string;
  authorUid: string;
  /** The members' uids named with @ in it (checked against the members list by the rules). */
  mentions: string[];
  createdAt: Date | null;
  /** Set by an edit: the comment then says 編集済み. */
  editedAt: Date | null;
  /** Deleted by its author: it stays, saying コメントは削除されました. */
  deleted: boolean;
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A stored comment; `instant` reads the backend's time values (lib/tokyo-time's instantOf). */
export function parseComment(
  id: string,
  data: Raw,
  instant: (value: unknown) => Date | null,
): CustomerComment {
  const deleted = data.deleted === true;
  return {
    id,
    table: text(data.table),
    rowId: text(data.rowId),
    body: deleted ? '' : text(data.body),
    authorUid: text(data.authorUid),
    mentions: strings(data.mentions),
    createdAt: instant(data.createdAt),
    editedAt: instant(data.editedAt),
    deleted,
  };
}

export type CommentProblem = 'empty' | 'tooLong' | 'tooManyMentions';

/** Why a comment may not be posted as it stands, or null. Spaces alone are empty. */
export function commentProblem(
  body: string,
  mentions: readonly string[] = [],
): CommentProblem | null {
  if (body.trim() === '') return 'empty';
  if (body.length > COMMENT_MAX) return 'tooLong';
  return mentions.length > COMMENT_MENTIONS_MAX ? 'tooManyMentions' : null;
}

export interface MentionableMember {
  uid: string;
  name: string;
}

/**
 * The members a comment names as `@{name}`, in the order first named, each once. Longer names win
 * where one name starts another (「@佐藤花子」 names 佐藤花子, not 佐藤).
 */
export function mentionedUids(body: string, members: readonly MentionableMember[]): string[] {
  const named = members
    .filter((member) => member.name.trim() !== '')
    .sort((a, b) => b.name.length - a.name.length);
  const found: { at: number; uid: string }[] = [];
  const taken = new Set<number>();
  for (const member of named) {
    const token = `@${member.name}`;
    for (let at = body.indexOf(token); at >= 0; at = body.indexOf(token, at + 1)) {
      if (taken.has(at)) continue;
      for (let i = at; i < at + token.length; i += 1) taken.add(i);
      found.push({ at, uid: member.uid });
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((hit) => hit.uid))];
}

/**
 * The @-word being typed at the caret, for the member list: where its @ is and what follows it
 * (the filter), or null when the caret is not in one. An @ counts at the start or after a space
 * or a line break, so an e-mail address never opens the list.
 */
export function mentionQuery(body: string, caret: number): { start: number; query: string } | null {
  const before = body.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const query = before.slice(at + 1);
  if (/[\s@]/.test(query)) return null;
  if (at > 0 && !/\s/.test(before[at - 1]!)) return null;
  return { start: at, query };
}

/**
 * The body with the @-word at `start`..`caret` replaced by `@{name}` and a space (the one already
 * after it, if any), and the caret after that space.
 */
export function insertMention(
  body: string,
  start: number,
  caret: number,
  name: string,
): { body: string; caret: number } {
  const spaced = /^\s/.test(body.slice(caret));
  const inserted = spaced ? `@${name}` : `@${name} `;
  return {
    body: body.slice(0, start) + inserted + body.slice(caret),
    caret: start + inserted.length + (spaced ? 1 : 0),
  };
}
