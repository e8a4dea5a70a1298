import { AlertTriangle, AtSign } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AsyncView } from '@/components/ui/async-view';
import { Button } from '@/components/ui/button';
import { Card, Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState, Spinner } from '@/components/ui/states';
import { Tabs } from '@/components/ui/tabs';
import { notify } from '@/components/ui/toast';
import { usePermissions, useStaffIdentity } from '@/features/auth';
import { hasChatworkKey } from '@/features/members';
import { errorReason } from '@/lib/error-reason';
import { paths } from '@/lib/paths';
import { useAsync } from '@/lib/use-async';
import { loadMyTasks } from '../data/chatwork-actions';
import { recordOverdueTasks } from '../data/overdue-tasks';
import { syncMentions } from '../data/stored-mentions';
import { useStoredMentions, type StoredMentionsState } from '../hooks/use-stored-mentions';
import type { StoredMention } from '../model/stored-mention';
import { isOverdueTask } from '../model/task-due';
import { mentionsMessages as m, mentionsStrings as s } from '../strings';
import { MentionInbox } from './mention-inbox';
import { MyTasks } from './my-tasks';
import { WebhookSettings } from './webhook-settings';

type FetchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done' }
  | { status: 'error'; message: string };

type Tab = 'mentions' | 'tasks';

/** /mentions for the signed-in member. */
export function MentionsPage() {
  const { uid } = useStaffIdentity();
  const { canEdit } = usePermissions();
  return <MentionsView uid={uid} canLogActivities={canEdit} />;
}

/**
 * The screen for one member: the stored mentions (kept from the first fetch on, fetched again by
 * the button and every 5 minutes on the server) and マイタスク. `now` is injectable for tests.
 */
export function MentionsView({
  uid,
  now = () => new Date(),
  canLogActivities = false,
}: {
  uid: string;
  now?: () => Date;
  /** 活動として記録 under mentions that name a customer (members who may edit). */
  canLogActivities?: boolean;
}) {
  const keyRead = useAsync(`chatwork-key:${uid}`, () => hasChatworkKey(uid));
  const [result, setResult] = useState<FetchState>({ status: 'idle' });
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const stored = useStoredMentions(uid);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'tasks' ? 'tasks' : 'mentions';

  const hasKey = keyRead.state.status === 'success' && keyRead.state.data;
  const busy = result.status === 'loading';
  const tasks = useMyTasks(uid, hasKey);

  const handleFetch = async () => {
    if (!hasKey || busy) return;
    setResult({ status: 'loading' });
    try {
      const { foundIds, added } = await syncMentions();
      setKept((current) => new Set([...current, ...foundIds]));
      setResult({ status: 'done' });
      notify.success(m.fetched(added));
    } catch (error) {
      const message = m.fetchFailed(errorReason(error) || m.unknownReason);
      setResult({ status: 'error', message });
      notify.error(message);
    }
  };

  return (
    <Page
      title={s.title}
      actions={
        <>
          <WebhookSettings uid={uid} />
          <Button onClick={() => void handleFetch()} disabled={!hasKey || busy} aria-busy={busy}>
            {busy ? <Spinner className="h-4 w-4" /> : <AtSign className="h-4 w-4" aria-hidden />}
            {busy ? s.fetching : s.fetch}
          </Button>
        </>
      }
    >
      <p className="-mt-3 text-sm text-slate-600">{s.description}</p>
      {keyRead.state.status === 'success' && !hasKey ? <NoKeyWarning /> : null}
      <Tabs
        id="mentions"
        label={s.tabsLabel}
        tabs={[
          { value: 'mentions', label: s.tabMentions },
          { value: 'tasks', label: s.tabTasks },
        ]}
        selected={tab}
        onSelect={(next) => setParams(next === 'tasks' ? { tab: 'tasks' } : {}, { replace: true })}
      >
        <Card>
          <AsyncView
            state={keyRead.state}
            onRetry={keyRead.reload}
            errorMessage={s.keyLoadFailed}
            loading={<LoadingState text={s.keyLoading} />}
          >
            {() =>
              tab === 'tasks' ? (
                hasKey ? (
                  <MyTasks tasks={tasks} now={now()} />
                ) : (
                  <EmptyState title={s.noKey} hint={s.noKeyHint} />
                )
              ) : (
                <MentionResults
                  stored={stored}
                  result={result}
                  hasKey={hasKey}
                  onRetry={handleFetch}
                >
                  {(mentions) => (
                    <MentionInbox
                      uid={uid}
                      mentions={mentions}
                      now={now()}
                      kept={kept}
                      setKept={setKept}
                      onTaskMade={() => void tasks.refresh()}
                      canLogActivities={canLogActivities}
                    />
                  )}
                </MentionResults>
              )
            }
          </AsyncView>
        </Card>
      </Tabs>
    </Page>
  );
}

function NoKeyWarning() {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-5 py-4"
    >
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-medium text-amber-900">{s.noKey}</p>
        <p className="text-sm text-amber-900">{s.noKeyHint}</p>
        <Link
          to={paths.members}
          className="text-brand-700 hover:text-brand-800 focus-visible:outline-brand-600 mt-1 w-fit rounded text-sm font-medium underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {s.goToMembers}
        </Link>
      </div>
    </div>
  );
}

/** The member's open tasks, read when the screen opens (for マイタスク and the sidebar's count). */
function useMyTasks(uid: string, hasKey: boolean) {
  const tasks = useAsync(`chatwork-tasks:${uid}:${hasKey ? 'key' : 'none'}`, () =>
    hasKey ? loadMyTasks() : Promise.resolve([]),
  );
  const list = tasks.state.status === 'success' ? tasks.state.data : null;
  useEffect(() => {
    if (list && hasKey)
      recordOverdueTasks(
        uid,
        list.filter((task) => isOverdueTask(task.limitTime, new Date())).length,
      );
  }, [list, hasKey, uid]);
  return tasks;
}

/** What the mentions tab shows before and around the inbox: loading, failure, nothing yet. */
function MentionResults({
  stored,
  result,
  hasKey,
  onRetry,
  children,
}: {
  stored: StoredMentionsState;
  result: FetchState;
  hasKey: boolean;
  onRetry: () => Promise<void>;
  children: (mentions: StoredMention[]) => ReactNode;
}) {
  if (stored.status === 'error') return <ErrorState message={s.listLoadFailed} />;
  const mentions = stored.status === 'ready' ? stored.mentions : [];
  const failure =
    result.status === 'error' ? (
      <ErrorState message={result.message} onRetry={hasKey ? () => void onRetry() : undefined} />
    ) : null;
  if (mentions.length > 0)
    return (
      <>
        {failure}
        {children(mentions)}
      </>
    );
  return (
    failure ??
    (stored.status === 'loading' || result.status === 'loading' ? (
      <LoadingState text={result.status === 'loading' ? s.fetching : s.keyLoading} />
    ) : result.status === 'idle' ? (
      <EmptyState title={s.notFetchedTitle} hint={hasKey ? s.notFetchedHint : undefined} />
    ) : (
      <EmptyState title={s.emptyTitle} hint={s.emptyHint} />
    ))
  );
}
