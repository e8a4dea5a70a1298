import { useMemo } from 'react';
import { customerIndex, type CustomerRef } from '../model/customer-links';
import type { StoredMention } from '../model/stored-mention';
import { stripChatworkMarkup } from '../model/strip-markup';
import { useStoredMentions } from './use-stored-mentions';

const NONE: readonly StoredMention[] = [];

/**
 * The member's Chatwork mentions that name one customer (its room name or text, as the inbox
 * links them), newest first, live. The customer's comments are left out: its page lists them.
 */
export function useMentionsAbout(uid: string, customer: CustomerRef): readonly StoredMention[] {
  const stored = useStoredMentions(uid);
  const { table, id, clientName } = customer;
  return useMemo(() => {
    if (stored.status !== 'ready') return NONE;
    const index = customerIndex([{ table, id, clientName }]);
    return stored.mentions.filter(
      ({ mention, comment }) =>
        comment === null &&
        index.find(`${mention.room.name}\n${stripChatworkMarkup(mention.message.body)}`).length > 0,
    );
  }, [stored, table, id, clientName]);
}
