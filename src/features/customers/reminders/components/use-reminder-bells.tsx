import { Bell } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { CustomerTable } from '@/contracts/collections';
import type { ReminderRule } from '@/contracts/reminders';
import type { GridColumn } from '@/components/grid/types';
import { dayToDisplay, formatDateTime } from '@/lib/format';
import { subscribeReminderRules } from '../data/reminders-store';
import { describeReminderRule, fireTime, progressAllows } from '../model/reminder-schedule';
import { reminderStrings as s } from './reminders-strings';

/** The reminders still to fire for a row's date: each rule in words with its time, or none. */
export function pendingReminders(
  rules: readonly ReminderRule[],
  field: string,
  row: { date: string; progress: string },
  nowMs: number,
): string[] {
  if (!row.date) return [];
  return rules
    .filter((rule) => rule.field === field && progressAllows(rule, row.progress))
    .flatMap((rule) => {
      const at = fireTime(rule, row.date);
      return at > nowMs ? [s.bell(describeReminderRule(rule), formatDateTime(new Date(at)))] : [];
    });
}

/**
 * The table's columns with a small bell in each date cell a reminder rule watches, while the
 * row's reminder is still to come (its tooltip and accessible name: the rule and when it fires).
 */
export function useReminderBells<R extends { id: string; progress: string }>(
  table: CustomerTable,
  columns: readonly GridColumn<R>[],
): readonly GridColumn<R>[] {
  const [rules, setRules] = useState<ReminderRule[]>([]);
  useEffect(
    () =>
      subscribeReminderRules(table, setRules, (error) =>
        console.error('reminders: rules not read for the bells', error),
      ),
    [table],
  );
  return useMemo(() => {
    if (rules.length === 0) return columns;
    const watched = new Set(rules.map((rule) => rule.field));
    return columns.map((column) =>
      column.kind === 'date' && watched.has(column.id)
        ? {
            ...column,
            render: (row: R) => {
              const date = column.value(row);
              const pending = pendingReminders(
                rules,
                column.id,
                { date, progress: row.progress },
                Date.now(),
              );
              return (
                <span className="inline-flex items-center gap-1 tabular-nums">
                  {dayToDisplay(date)}
                  {pending.length > 0 ? (
                    <span role="img" aria-label={pending.join(' / ')} title={pending.join('\n')}>
                      <Bell className="h-3.5 w-3.5 text-amber-600" aria-hidden />
                    </span>
                  ) : null}
                </span>
              );
            },
          }
        : column,
    );
  }, [columns, rules]);
}
