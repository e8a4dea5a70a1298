import { useOverdueTasks } from '../data/overdue-tasks';
import { useStoredMentions } from '../hooks/use-stored-mentions';
import { openMentionCount } from '../model/stored-mention';
import { mentionsStrings as s } from '../strings';

/**
 * The sidebar's figure beside メンション: unanswered mentions (live) plus overdue Chatwork tasks
 * (as of the last look at マイタスク or the mentions screen), with its spoken form.
 */
export function useMentionsCount(uid: string | null): {
  count: number;
  label: string;
  /** Of which unanswered mentions (null until read). */
  mentions: number | null;
} {
  const stored = useStoredMentions(uid);
  const overdue = useOverdueTasks(uid);
  const mentions = stored.status === 'ready' ? openMentionCount(stored.mentions) : null;
  const count = (mentions ?? 0) + overdue;
  return { count, label: s.waitingCount(count), mentions };
}
