import type { AddOptions, DocumentData } from '../types';
import { newDocumentId } from '../new-id';
import { errorOf, type RestClient } from './rest-request';
import { restWrite } from './rest-writes';

/**
 * A new document with its new id and the writes beside it, in one `documents:commit`: all or
 * nothing, as the rules expect (the new document must not exist yet). Not retried after a
 * failure that may have written (a lost answer is better than the same answer twice); only a
 * refusal for want of a valid App Check token is asked again, which wrote nothing. A visitor downloads this when they start
 * answering (rest-public-store.ts).
 */
export async function addDocument(
  client: RestClient,
  collection: string,
  data: DocumentData,
  options?: AddOptions,
): Promise<string> {
  const nameOf = (inCollection: string, id: string) =>
    `${client.database}/documents/${inCollection}/${encodeURIComponent(id)}`;
  const id = newDocumentId();
  const writes = [
    restWrite(nameOf(collection, id), data, { mustBeNew: true }),
    ...(options?.alongside?.(id) ?? []).map((write) =>
      restWrite(nameOf(write.collection, write.id), write.data, { merge: write.merge }),
    ),
  ];
  const response = await client.send(
    `${client.documents}:commit`,
    { method: 'POST', body: JSON.stringify({ writes }) },
    true,
  );
  if (!response.ok) throw await errorOf(response);
  return id;
}
