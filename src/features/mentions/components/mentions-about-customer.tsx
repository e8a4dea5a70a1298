import { useMemo, type ReactNode } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import { useMentionsAbout } from '../hooks/use-mentions-about';
import { MentionCard } from './mention-card';

/** What the customer's timeline takes of one mention (its slot, customers/page/mentions-slot). */
interface CustomerMention {
  id: string;
  at: Date | null;
  card: ReactNode;
}

/**
 * The member's Chatwork mentions naming one customer, as the customer's timeline takes them (the
 * app plugs this into the customers' slot): each with its time and its card.
 */
export function MentionsAboutCustomer({
  uid,
  customer,
  children,
}: {
  uid: string;
  customer: { table: CustomerTable; rowId: string; clientName: string };
  children: (mentions: readonly CustomerMention[]) => ReactNode;
}) {
  const mentions = useMentionsAbout(uid, {
    table: customer.table,
    id: customer.rowId,
    clientName: customer.clientName,
  });
  const items = useMemo(() => {
    const now = new Date();
    return mentions.map((stored) => ({
      id: stored.id,
      at: new Date(stored.mention.message.send_time * 1000),
      card: <MentionCard mention={stored.mention} now={now} />,
    }));
  }, [mentions]);
  return children(items);
}
