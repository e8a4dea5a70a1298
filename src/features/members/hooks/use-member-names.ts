import { useEffect, useState } from 'react';
import { subscribeMembers } from '../data/members';

/**
 * Each member's display name by uid, live (their name, else their e-mail): how other screens
 * name a member from a uid they stored, never from a name text stored beside it. Null until the
 * list is read.
 */
export function useMemberNames(): ReadonlyMap<string, string> | null {
  const [names, setNames] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(
    () =>
      subscribeMembers(
        (members) =>
          setNames(new Map(members.map((member) => [member.uid, member.name || member.email]))),
        (error) => console.error('reading the members failed', error),
      ),
    [],
  );
  return names;
}
