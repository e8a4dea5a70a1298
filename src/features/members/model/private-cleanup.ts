/**
 * What to delete when a member record is deleted: the member's private documents (the Chatwork
 * token) under members/{uid}/private and their stored Chatwork mentions under
 * members/{uid}/mentions, so a departed employee's token and messages do not stay in the
 * database. A legacy record (its id is not its uid) may be deleted while the person still has
 * their members/{uid} record: then they are still staff and their private documents stay.
 * Dependency-free: the Cloud Function (functions/src/members/) compiles a copy, and the local
 * backend runs it in its delete trigger.
 */
export interface PrivateCleanupPorts {
  memberExists(uid: string): Promise<boolean>;
  /** Deletes members/{uid}/private/*, members/{uid}/mentions/* and the member's assignee names. */
  deleteOwnData(uid: string): Promise<void>;
}

/** Returns the uid whose own documents were deleted, or null when none were. */
export async function cleanUpAfterMemberDeleted(
  deletedId: string,
  deletedData: Record<string, unknown> | undefined,
  ports: PrivateCleanupPorts,
): Promise<string | null> {
  const stored = deletedData?.uid;
  const uid = typeof stored === 'string' && stored.trim() !== '' ? stored : deletedId;
  if (await ports.memberExists(uid)) return null;
  await ports.deleteOwnData(uid);
  return uid;
}
