/**
 * Who is in charge: the names of the assignee lists (SA 担当者, OB OB担当) linked to members.
 * Dependency-free: copied into functions/src/shared/contracts/ (reminders read it).
 *
 * `teamSettings/assignees` = { names: { [assignee name]: member uid } }: one document, so a name
 * belongs to at most one member by construction. Staff write it on /members. Each member's
 * Chatwork account id (read through GET /me with their own key, never typed) is on their own
 * `members/{uid}` document as `chatworkAccountId`.
 */
export const TEAM_SETTINGS = 'teamSettings';
export const ASSIGNEE_LINKS_DOC = 'assignees';

export type AssigneeLinks = Readonly<Record<string, string>>;

/** Parse, don't cast: the names map of the stored document, strings only. */
export function parseAssigneeLinks(data: Record<string, unknown> | undefined): AssigneeLinks {
  const names = data?.names;
  if (!names || typeof names !== 'object' || Array.isArray(names)) return {};
  return Object.fromEntries(
    Object.entries(names as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** The names linked to one member, in the order given. */
export const namesOf = (links: AssigneeLinks, uid: string): string[] =>
  Object.keys(links).filter((name) => links[name] === uid);

/** The links after a member's names are set: theirs replaced, nobody else's touched or taken. */
export function withNamesOf(
  links: AssigneeLinks,
  uid: string,
  names: readonly string[],
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [name, owner] of Object.entries(links)) if (owner !== uid) next[name] = owner;
  for (const name of names) if (!(name in next)) next[name] = uid;
  return next;
}
