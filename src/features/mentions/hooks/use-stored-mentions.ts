import { useEffect, useState } from 'react';
import { subscribeStoredMentions } from '../data/stored-mentions';
import type { StoredMention } from '../model/stored-mention';

export type StoredMentionsState =
  { status: 'loading' } | { status: 'ready'; mentions: StoredMention[] } | { status: 'error' };

/** The member's stored mentions, live (the inbox and the sidebar's count). */
export function useStoredMentions(uid: string | null): StoredMentionsState {
  const [state, setState] = useState<{ uid: string | null; value: StoredMentionsState }>({
    uid,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!uid) return undefined;
    return subscribeStoredMentions(
      uid,
      (mentions) => setState({ uid, value: { status: 'ready', mentions } }),
      (error) => {
        console.error('mentions: stored list not read', error);
        setState({ uid, value: { status: 'error' } });
      },
    );
  }, [uid]);
  return state.uid === uid ? state.value : { status: 'loading' };
}
