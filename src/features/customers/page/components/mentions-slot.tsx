import { createContext, useContext, type ReactNode } from 'react';
import type { CustomerTable } from '@/contracts/collections';

/** A mention about the customer, drawn by the mentions area: its time and its card. */
export interface CustomerMention {
  id: string;
  at: Date | null;
  card: ReactNode;
}

export type MentionsAboutProps = {
  uid: string;
  customer: { table: CustomerTable; rowId: string; clientName: string };
  children: (mentions: readonly CustomerMention[]) => ReactNode;
};

/** Renders the app's part for the props (an element of the mentions area's component). */
type RenderMentionsAbout = (props: MentionsAboutProps) => ReactNode;

const NONE: readonly CustomerMention[] = [];
const MentionsAboutContext = createContext<RenderMentionsAbout>(({ children }) => children(NONE));

/**
 * The timeline lists the member's Chatwork mentions that name the customer. Those live in the
 * mentions area, which builds on SA and OB (and so on this area); the app plugs them in here (a
 * slot) and the dependency stays one way. Without a provider there are none.
 */
export const CustomerMentionsProvider = MentionsAboutContext.Provider;

/** Hands the mentions about `customer` to `children` (none without the app's provider). */
export function MentionsAbout(props: MentionsAboutProps) {
  return useContext(MentionsAboutContext)(props);
}
