import { useEffect, useState } from 'react';
import type { AssigneeLinks } from '@/contracts/assignee-links';
import { subscribeAssigneeLinks } from '../data/assignee-links';

/** Which member each assignee name belongs to, live; null until first read. */
export function useAssigneeLinks(): AssigneeLinks | null {
  const [links, setLinks] = useState<AssigneeLinks | null>(null);
  useEffect(
    () =>
      subscribeAssigneeLinks(setLinks, (error) => {
        console.error('reading the assignee links failed', error);
        setLinks({});
      }),
    [],
  );
  return links;
}
