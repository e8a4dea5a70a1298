import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { namesOf } from '@/contracts/assignee-links';
import { Card, Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useStaffIdentity } from '@/features/auth';
import { useOptionList } from '@/features/dropdowns';
import { useAssigneeLinks } from '@/features/members';
import { MyActivities } from '@/features/customers';
import { useMentionsCount } from '@/features/mentions';
import { useObList } from '@/features/ob';
import { useSaList } from '@/features/sa';
import { paths } from '@/lib/paths';
import { TABLE_SHORT_NAMES, tableListPath } from '@/contracts/customer-tables';
import { tokyoDay } from '@/lib/tokyo-time';
import { myFigures, type ProgressCount, type TableFigure } from '../model/my-figures';
import { myPageStrings as s } from '../strings';
import { TeamCharts } from './team-charts';

const linkClass =
  'rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * /mypage: the signed-in member's customers through their linked assignee names (SA and OB by
 * 進捗, what is overdue, stale, due, answered; unanswered mentions), each figure a link to the
 * table showing exactly those rows; then the team's charts. Live: the figures follow the tables.
 */
export function MyPage() {
  const { uid } = useStaffIdentity();
  const links = useAssigneeLinks();
  const sa = useSaList();
  const ob = useObList();
  const saOrder = useOptionList('saCustomerProgress').labels;
  const obOrder = useOptionList('customerProgress').labels;
  const { mentions } = useMentionsCount(uid);
  const names = useMemo(() => (links ? namesOf(links, uid) : []), [links, uid]);
  const today = tokyoDay(new Date());
  const ready = sa.status === 'ready' && ob.status === 'ready' && links !== null;
  const figures = useMemo(
    () =>
      sa.status === 'ready' && ob.status === 'ready'
        ? myFigures({ sa: sa.rows, ob: ob.rows, names, today, saOrder, obOrder })
        : null,
    [sa, ob, names, today, saOrder, obOrder],
  );

  if (sa.status === 'error' || ob.status === 'error')
    return (
      <Page title={s.title}>
        <ErrorState message={s.loadFailed} />
      </Page>
    );
  return (
    <Page title={s.title}>
      {!ready || !figures ? (
        <LoadingState text={s.loading} />
      ) : (
        <>
          <section aria-labelledby="my-section" className="space-y-4">
            <h2 id="my-section" className="text-lg font-semibold text-slate-900">
              {s.mySection}
            </h2>
            {names.length === 0 ? (
              <Card>
                <EmptyState
                  title={s.noNamesTitle}
                  hint={s.noNamesHint}
                  action={
                    <Link to={paths.members} className={linkClass}>
                      {s.goToMembers}
                    </Link>
                  }
                />
              </Card>
            ) : (
              <>
                <p className="text-sm text-slate-600">{s.mine(names.join('・'))}</p>
                <ul className="grid grid-cols-2 gap-4 lg:grid-cols-5">
                  <Figure label={s.overdue} {...tableFigure(figures.overdue)} alert />
                  <Figure label={s.stale} {...tableFigure(figures.stale)} alert />
                  <Figure label={s.next7} {...tableFigure(figures.next7)} />
                  <Figure label={s.answered} {...tableFigure(figures.answered)} />
                  <Figure
                    label={s.mentions}
                    count={mentions ?? 0}
                    query=""
                    to={paths.mentions}
                    alert
                  />
                </ul>
                <div className="grid gap-4 lg:grid-cols-2">
                  {figures.progress.map(({ table, counts }) => (
                    <ProgressCard
                      key={table}
                      title={s.byProgress(TABLE_SHORT_NAMES[table])}
                      counts={counts}
                      to={tableListPath(table)}
                    />
                  ))}
                </div>
              </>
            )}
          </section>
          <MyActivities uid={uid} />
          <TeamCharts sa={sa.rows} ob={ob.rows} saOrder={saOrder} today={today} />
        </>
      )}
    </Page>
  );
}

/** A figure's count and query, linking to its table. */
const tableFigure = ({ count, query, table }: TableFigure) => ({
  count,
  query,
  to: tableListPath(table),
});

/** One figure: its label and count, the whole tile a link to exactly its rows. */
function Figure({
  label,
  count,
  query,
  to,
  alert = false,
}: {
  label: string;
  count: number;
  query: string;
  to: string;
  alert?: boolean;
}) {
  return (
    <li>
      <Link
        to={query ? `${to}?${query}` : to}
        aria-label={s.figureLink(label, count)}
        className="hover:border-brand-300 focus-visible:outline-brand-600 flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <span className="text-sm text-slate-600">{label}</span>
        <span
          className={`text-2xl font-bold tabular-nums ${alert && count > 0 ? 'text-red-700' : 'text-slate-900'}`}
        >
          {s.count(count)}
        </span>
      </Link>
    </li>
  );
}

function ProgressCard({
  title,
  counts,
  to,
}: {
  title: string;
  counts: readonly ProgressCount[];
  to: string;
}) {
  return (
    <Card>
      <section aria-label={title} className="space-y-3 p-5">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {counts.length === 0 ? (
          <p className="text-sm text-slate-600">{s.noRows}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {counts.map(({ progress, count, query }) => (
              <li key={progress} className="flex items-center justify-between py-1.5 text-sm">
                <span>{progress || s.noProgress}</span>
                <Link
                  to={`${to}?${query}`}
                  aria-label={s.figureLink(progress || s.noProgress, count)}
                  className={`${linkClass} tabular-nums`}
                >
                  {s.count(count)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
