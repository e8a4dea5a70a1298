import { useId, useMemo } from 'react';
import { Card } from '@/components/ui/page';
import { useMemberNames } from '@/features/members';
import { tokyoDay } from '@/lib/tokyo-time';
import { countThisWeek, teamWeeks, type Activity } from '../model/contact-model';
import { subscribeTeamActivities } from '../data/activities-store';
import { useActivities } from '../hooks/use-activities';
import { contactStrings as s } from '../strings';

/**
 * マイページ's 「今週の活動」 (the member's own, Monday to today in Tokyo, by 種類) and the team's
 * activities per member over the last four weeks: bars to see at a glance, and the same figures
 * as a table for screen readers.
 */
export function WeekActivities({ mine }: { mine: Activity[] | null }) {
  const weekId = useId();
  const teamId = useId();
  const today = tokyoDay(new Date());
  const team = useActivities('team', subscribeTeamActivities);
  const names = useMemberNames();
  const week = useMemo(() => (mine ? countThisWeek(mine, today) : null), [mine, today]);
  const weeks = useMemo(() => (team ? teamWeeks(team, today) : null), [team, today]);
  const most = Math.max(1, ...(weeks?.rows.flatMap((row) => row.counts) ?? []));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby={weekId}>
        <Card className="space-y-3 p-5">
          <h2 id={weekId} className="text-base font-semibold text-slate-900">
            {s.weekTitle}
          </h2>
          {week === null ? (
            <p className="text-muted text-sm">{s.activitiesLoading}</p>
          ) : week.length === 0 ? (
            <p className="text-muted text-sm">{s.weekNone}</p>
          ) : (
            <>
              <p className="text-sm font-medium text-slate-800">
                {s.weekTotal(week.reduce((sum, row) => sum + row.count, 0))}
              </p>
              <ul className="flex flex-wrap gap-2">
                {week.map((row) => (
                  <li
                    key={row.type}
                    className="rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900"
                  >
                    {row.type} {s.count(row.count)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      </section>
      <section aria-labelledby={teamId}>
        <Card className="space-y-3 p-5">
          <h2 id={teamId} className="text-base font-semibold text-slate-900">
            {s.teamTitle}
          </h2>
          {weeks === null ? (
            <p className="text-muted text-sm">{s.activitiesLoading}</p>
          ) : weeks.rows.length === 0 ? (
            <p className="text-muted text-sm">{s.weekNone}</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="text-xs text-slate-600">
                <tr>
                  <th scope="col" className="py-1 text-left font-medium">
                    {s.teamMember}
                  </th>
                  {weeks.weeks.map((monday) => (
                    <th key={monday} scope="col" className="py-1 text-right font-medium">
                      {s.teamWeek(monday)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {weeks.rows.map((row) => (
                  <tr key={row.uid}>
                    <th scope="row" className="py-1.5 text-left font-medium text-slate-800">
                      {names?.get(row.uid) ?? row.uid}
                    </th>
                    {row.counts.map((count, index) => (
                      <td key={weeks.weeks[index]} className="py-1.5 text-right tabular-nums">
                        <span className="inline-flex items-center justify-end gap-1.5">
                          <span
                            aria-hidden
                            className="inline-block h-2 rounded bg-emerald-400"
                            style={{ width: `${(count / most) * 3}rem` }}
                          />
                          {count}
                        </span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </section>
    </div>
  );
}
