/**
 * Who is in charge: the names of the assignee lists (SA 担当者, OB OB担当) linked to members.
 * Dependency-free: copied into functions/src/shared/contracts/ (reminders read it).
 *
 * `assigneeNames/{name}` = { uid, claimedAt }: one document per name, so a name belongs to at
 * most one member by construction. A member claims a free name for themselves and gives back
 * their own; nobody takes or changes another member's (firestore.rules). Each member's
 * Chatwork account id (read through GET /me with their own key, never typed) is on their own
 * `members/{uid}` document as `chatworkAccountId`.
 */
export const ASSIGNEE_NAMES = 'assigneeNames';
/** `teamSettings/{doc}`: team-wide settings the server writes (reminders' rooms). */
export const TEAM_SETTINGS = 'teamSettings';
/** The single map of names that came before `assigneeNames` (migrate-private-data moves it). */
export const LEGACY_ASSIGNEE_LINKS_DOC = 'assignees';

/**
 * Whether a name can be a document id, as `assigneeNames` keys them: not empty, at most 100
 * characters, no '/', not '.' or '..', not Firestore's reserved `__…__`.
 */
export const isClaimableName = (name: string): boolean =>
  name.trim() !== '' &&
  name.length <= 100 &&
  !name.includes('/') &&
  name !== '.' &&
  name !== '..' &&
  !/^__.*__$/.test(name);

/** The links the `assigneeNames` documents make: name -> member uid. */
export function linksFromNameDocs(
  docs: readonly { id: string; data: Record<string, unknown> }[],
): AssigneeLinks {
  return Object.fromEntries(
    docs.flatMap((doc) =>
      typeof doc.data.uid === 'string' && doc.data.uid !== '' ? [[doc.id, doc.data.uid]] : [],
    ),
  );
}

export type AssigneeLinks = Readonly<Record<string, string>>;

/** Parse, don't cast: the names map of the legacy document, strings only. */
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

/** What setting a member's names changes: the free names they claim and their own they give back. */
export function nameChanges(
  links: AssigneeLinks,
  uid: string,
  names: readonly string[],
): { claim: string[]; release: string[] } {
  const wanted = new Set(names.map((name) => name.trim()));
  return {
    claim: [...wanted].filter((name) => !Object.hasOwn(links, name) && isClaimableName(name)),
    release: namesOf(links, uid).filter((name) => !wanted.has(name)),
  };
}
