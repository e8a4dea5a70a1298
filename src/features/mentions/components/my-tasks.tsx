import { useState } from 'react';
import type { ChatworkTask } from '@/contracts/chatwork-actions';
import { AsyncView } from '@/components/ui/async-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/error-reason';
import { tokyoDay } from '@/lib/tokyo-time';
import type { AsyncResult } from '@/lib/use-async';
import { completeChatworkTask } from '../data/chatwork-actions';
import { chatworkMessageUrl } from '../model/chat-link';
import { stripChatworkMarkup } from '../model/strip-markup';
import { isOverdueTask } from '../model/task-due';
import { mentionsMessages as m, mentionsStrings as s } from '../strings';

/**
 * マイタスク: the member's open Chatwork tasks (GET /my/tasks, at most 100), soonest due first,
 * overdue in red, each closable with 完了にする.
 */
export function MyTasks({ tasks, now }: { tasks: AsyncResult<ChatworkTask[]>; now: Date }) {
  const [closing, setClosing] = useState<number | null>(null);
  const complete = async (task: ChatworkTask) => {
    setClosing(task.taskId);
    try {
      await completeChatworkTask(task);
      await tasks.refresh();
      notify.success(s.taskCompleted);
    } catch (error) {
      notify.error(s.completeFailed(errorReason(error) || m.unknownReason));
    } finally {
      setClosing(null);
    }
  };
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-5 py-3">
        <p className="flex-1 text-sm text-slate-600">{s.tasksNote}</p>
        <Button variant="secondary" size="sm" onClick={() => void tasks.refresh()}>
          {s.tasksReload}
        </Button>
      </div>
      <AsyncView
        state={tasks.state}
        onRetry={tasks.reload}
        loading={<LoadingState text={s.tasksLoading} />}
        renderError={(error) => (
          <p role="alert" className="px-5 py-6 text-sm text-red-700">
            {s.tasksLoadFailed(errorReason(error) || m.unknownReason)}
          </p>
        )}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={s.tasksEmpty} />}
      >
        {(list) => (
          <ul aria-label={s.tasksListLabel} className="divide-y divide-slate-200">
            {list.map((task) => {
              const overdue = isOverdueTask(task.limitTime, now);
              return (
                <li key={task.taskId} className="flex flex-wrap items-start gap-4 px-5 py-4">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words whitespace-pre-wrap text-slate-900">
                      {stripChatworkMarkup(task.body)}
                    </p>
                    <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                      <span>{task.roomName}</span>
                      {task.assignedBy ? <span>{s.taskFrom(task.assignedBy)}</span> : null}
                      {task.messageId ? (
                        <a
                          href={chatworkMessageUrl(task.roomId, task.messageId)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-brand-700 hover:underline"
                        >
                          {s.openInChatwork}
                        </a>
                      ) : null}
                    </p>
                  </div>
                  <span
                    className={cn(
                      'text-sm tabular-nums',
                      overdue ? 'font-semibold text-red-700' : 'text-slate-700',
                    )}
                  >
                    {task.limitTime
                      ? s.taskDueOn(tokyoDay(new Date(task.limitTime * 1000)).replaceAll('-', '/'))
                      : s.taskNoDue}
                  </span>
                  {overdue ? <Badge tone="red">{s.taskOverdue}</Badge> : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={closing === task.taskId}
                    onClick={() => void complete(task)}
                  >
                    {s.completeTask}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
