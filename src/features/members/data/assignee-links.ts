import {
  ASSIGNEE_NAMES,
  linksFromNameDocs,
  nameChanges,
  type AssigneeLinks,
} from '@/contracts/assignee-links';
import { CHATWORK_ACTION } from '@/contracts/chatwork-actions';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';

/** Which member each assignee name belongs to, live. */
export function subscribeAssigneeLinks(
  onChange: (links: AssigneeLinks) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribe(
    ASSIGNEE_NAMES,
    {},
    (docs) => onChange(linksFromNameDocs(docs)),
    onError,
  );
}

/**
 * Sets the signed-in member's own names in one write: free names claimed, their others given
 * back. Another member's names are never touched; a name someone claimed a moment earlier makes
 * the write fail (the rules refuse to overwrite it), so nothing is half-saved.
 */
export async function saveOwnNames(
  uid: string,
  links: AssigneeLinks,
  names: readonly string[],
): Promise<void> {
  const { claim, release } = nameChanges(links, uid, names);
  await backend().data.batchWrite([
    ...release.map((name) => ({ kind: 'delete' as const, collection: ASSIGNEE_NAMES, id: name })),
    ...claim.map((name) => ({
      kind: 'set' as const,
      collection: ASSIGNEE_NAMES,
      id: name,
      data: { uid, claimedAt: serverTimestamp() },
    })),
  ]);
}

/**
 * Reads the signed-in member's Chatwork account through GET /me with their own key; the server
 * records its id on their member document (the rules let no browser write it; local mode's
 * settle step does the same: src/app/local-call-context.ts). Throws FunctionCallError.
 */
export async function recordOwnChatworkAccount(): Promise<{ accountId: number; name: string }> {
  const answer = await backend().functions.call(CHATWORK_ACTION, { kind: 'me' });
  if (answer.kind !== 'me' || !(answer.accountId > 0)) throw new Error('no account id');
  return { accountId: answer.accountId, name: answer.name };
}
