import { AlertTriangle, AtSign } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncView } from '@/components/ui/async-view';
import { Button } from '@/components/ui/button';
import { Card, Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState, Spinner } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { readChatworkKey } from '@/features/members';
import { errorReason } from '@/lib/error-reason';
import { paths } from '@/lib/paths';
import { useAsync } from '@/lib/use-async';
import { fetchMentions } from '../data/mentions';
import type { Mention } from '../model/types';
import { mentionsMessages as m, mentionsStrings as s } from '../strings';
import { MentionCard } from './mention-card';

type FetchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; mentions: Mention[]; at: Date }
  | { status: 'error'; message: string };

/** /mentions for the signed-in member. */
export function MentionsPage() {
  const { uid } = useStaffIdentity();
  return <MentionsView uid={uid} />;
}

/** The screen for one member's key; `now` is injectable for tests. */
export function MentionsView({ uid, now = () => new Date() }: { uid: string; now?: () => Date }) {
  const keyRead = useAsync(`chatwork-key:${uid}`, () => readChatworkKey(uid));
  const [result, setResult] = useState<FetchState>({ status: 'idle' });

  const apiKey = keyRead.state.status === 'success' ? keyRead.state.data : '';
  const busy = result.status === 'loading';

  const handleFetch = async () => {
    if (!apiKey || busy) return;
    setResult({ status: 'loading' });
    try {
      const mentions = await fetchMentions();
      setResult({ status: 'done', mentions, at: now() });
      notify.success(m.fetched(mentions.length));
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
        <Button onClick={() => void handleFetch()} disabled={!apiKey || busy} aria-busy={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : <AtSign className="h-4 w-4" aria-hidden />}
          {busy ? s.fetching : s.fetch}
        </Button>
      }
    >
      <p className="-mt-3 text-sm text-slate-600">{s.description}</p>
      {keyRead.state.status === 'success' && !apiKey ? (
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
              className="mt-1 w-fit rounded text-sm font-medium text-blue-700 underline hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {s.goToMembers}
            </Link>
          </div>
        </div>
      ) : null}
      <Card>
        <AsyncView
          state={keyRead.state}
          onRetry={keyRead.reload}
          errorMessage={s.keyLoadFailed}
          loading={<LoadingState text={s.keyLoading} />}
        >
          {() => <MentionResults result={result} hasKey={Boolean(apiKey)} onRetry={handleFetch} />}
        </AsyncView>
      </Card>
    </Page>
  );
}

function MentionResults({
  result,
  hasKey,
  onRetry,
}: {
  result: FetchState;
  hasKey: boolean;
  onRetry: () => Promise<void>;
}) {
  return result.status === 'loading' ? (
    <LoadingState text={s.fetching} />
  ) : result.status === 'error' ? (
    <ErrorState message={result.message} onRetry={hasKey ? () => void onRetry() : undefined} />
  ) : result.status === 'idle' ? (
    <EmptyState title={s.notFetchedTitle} hint={hasKey ? s.notFetchedHint : undefined} />
  ) : result.mentions.length === 0 ? (
    <EmptyState title={s.emptyTitle} hint={s.emptyHint} />
  ) : (
    <ul aria-label={s.listLabel} className="divide-y divide-slate-200">
      {result.mentions.map((mention) => (
        <li key={`${mention.room.room_id}-${mention.message.message_id}`}>
          <MentionCard mention={mention} now={result.at} />
        </li>
      ))}
    </ul>
  );
}
