import { AlertTriangle } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import type { NotificationFailure } from '../../data/notifications';
import { resultsStrings } from '../../results-strings';

/** Failures shown at most; the count says how many there are in all. */
const SHOWN = 5;

/**
 * Chatwork messages that could not be posted ('通知に失敗しました' with the reason), so a failure
 * is never silent: the response itself is stored and counted all the same.
 */
export function NotificationFailures({ failures }: { failures: NotificationFailure[] }) {
  if (failures.length === 0) return null;
  const s = resultsStrings.notify;
  return (
    <section
      aria-labelledby="notification-failures"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h2
        id="notification-failures"
        className="flex items-center gap-2 text-sm font-semibold text-amber-900"
      >
        <AlertTriangle className="h-4 w-4" aria-hidden />
        {s.heading(failures.length)}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-amber-900">
        {failures.slice(0, SHOWN).map((failure) => (
          <li key={failure.responseId}>
            <span className="mr-2 text-xs text-amber-700 tabular-nums">
              {formatDateTime(failure.at)}
            </span>
            {s.failed(failure.reason)}
          </li>
        ))}
      </ul>
      {failures.length > SHOWN ? (
        <p className="mt-1 text-xs text-amber-700">{s.more(failures.length - SHOWN)}</p>
      ) : null}
      <p className="mt-2 text-xs text-amber-700">{s.hint}</p>
    </section>
  );
}
