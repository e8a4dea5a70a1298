import {
  ASSIGNEE_LINKS_DOC,
  parseAssigneeLinks,
  TEAM_SETTINGS,
  withNamesOf,
  type AssigneeLinks,
} from '@/contracts/assignee-links';
import { CHATWORK_ACTION } from '@/contracts/chatwork-actions';
import { backend, serverTimestamp, type Unsubscribe } from '@/lib/backend';

/** Which member each assignee name belongs to, live. */
export function subscribeAssigneeLinks(
  onChange: (links: AssigneeLinks) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return backend().data.subscribeDoc(
    TEAM_SETTINGS,
    ASSIGNEE_LINKS_DOC,
    (doc) => onChange(parseAssigneeLinks(doc?.data)),
    onError,
  );
}

/**
 * Sets the names that are this member's, in a transaction: another member's names stay theirs
 * even when two people save at once.
 */
export function saveMemberNames(uid: string, names: readonly string[]): Promise<void> {
  return backend().data.runTransaction(async (tx) => {
    const stored = await tx.get(TEAM_SETTINGS, ASSIGNEE_LINKS_DOC);
    tx.set(TEAM_SETTINGS, ASSIGNEE_LINKS_DOC, {
      names: withNamesOf(parseAssigneeLinks(stored?.data), uid, names),
      updatedAt: serverTimestamp(),
    });
  });
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
