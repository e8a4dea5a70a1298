import { useCallback, useEffect, useRef, useState } from 'react';
import {
  HEARTBEAT_MS,
  marksByRow,
  PresenceTracker,
  sameActivity,
  type PresenceActivity,
  type PresenceMark,
} from '../model/presence';
import type { PresenceChannel } from '../data/presence-store';

const NOBODY: ReadonlyMap<string, readonly PresenceMark[]> = new Map();

const marksKey = (marks: ReadonlyMap<string, readonly PresenceMark[]>) =>
  JSON.stringify([...marks]);

/**
 * Live presence for a table screen (lib/customer-table/presence.ts has the timing rules):
 * `marks` are the others editing, by row, refreshed on every delivery and when one expires;
 * `report` publishes what this tab is doing, beating every HEARTBEAT_MS until it is null, the
 * screen unmounts or the page is hidden for good. Presence is best effort: a failed write is
 * logged, never shown.
 */
export function usePresence(channel: PresenceChannel | null) {
  const [marks, setMarks] = useState(NOBODY);

  useEffect(() => {
    if (!channel) return;
    const tracker = new PresenceTracker(channel.sessionId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shownKey = marksKey(NOBODY);
    const refresh = () => {
      clearTimeout(timer);
      const now = Date.now();
      const next = marksByRow(tracker.live(now));
      const key = marksKey(next);
      // Same marks: keep the map, so the grid's rows keep their props and skip rendering.
      if (key !== shownKey) {
        shownKey = key;
        setMarks(next.size === 0 ? NOBODY : next);
      }
      const wait = tracker.nextExpiry(now);
      if (wait !== null) timer = setTimeout(refresh, wait + 20);
    };
    const stop = channel.subscribe(
      (docs) => {
        tracker.update(docs, Date.now());
        refresh();
      },
      (error) => console.error('presence: listen failed', error),
    );
    return () => {
      stop();
      clearTimeout(timer);
      setMarks(NOBODY);
    };
  }, [channel]);

  const current = useRef<PresenceActivity | null>(null);
  const beat = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const report = useCallback(
    (activity: PresenceActivity | null) => {
      if (!channel || sameActivity(current.current, activity)) return;
      const had = current.current !== null;
      current.current = activity;
      clearInterval(beat.current);
      const logged = (write: Promise<void>) =>
        write.catch((error: unknown) => console.error('presence: write failed', error));
      if (activity) {
        void logged(channel.publish(activity));
        beat.current = setInterval(() => void logged(channel.publish(activity)), HEARTBEAT_MS);
      } else if (had) {
        void logged(channel.clear());
      }
    },
    [channel],
  );

  // Leaving the screen or closing the tab ends this tab's presence (best effort: a closed tab
  // may not get its delete out, and then the others drop it when its beats stop).
  useEffect(() => {
    const leave = () => report(null);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [report]);

  return { marks, report };
}
