import { Bell } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { OB_LIST, SA_LIST } from '@/contracts/collections';
import { REMINDER_FIELDS, type ReminderRule, type ReminderTable } from '@/contracts/reminders';
import type { GridColumn } from '@/components/grid/types';
import { dayToDisplay, formatDateTime } from '@/lib/format';
import { subscribeReminderRules } from '../../data/reminders-store';
import {
  describeReminderRule,
  fireTime,
  progressAllows,
} from '../../model/reminders/reminder-schedule';
import { reminderStrings as s } from './reminders-strings';

type Row = { progress: string } & Record<string, unknown>;

/** The reminders still to fire for a row's date: each rule in words with its time, or none. */
export function pendingReminders(
  rules: readonly ReminderRule[],
  field: string,
  row: Row,
  nowMs: number,
): string[] {
  const date = typeof row[field] === 'string' ? (row[field] as string) : '';
  if (!date) return [];
  return rules
    .filter((rule) => rule.field === field && progressAllows(rule, row.progress))
    .flatMap((rule) => {
      const at = fireTime(rule, date);
      return at > nowMs ? [s.bell(describeReminderRule(rule), formatDateTime(new Date(at)))] : [];
    });
}

/**
 * The table's columns with a small bell in each date cell a reminder rule watches, while the
 * row's reminder is still to come (its tooltip and accessible name: the rule and when it fires).
 */
export function useReminderBells<R extends { id: string }>(
  table: string,
  columns: readonly GridColumn<R>[],
): readonly GridColumn<R>[] {
  const [rules, setRules] = useState<ReminderRule[]>([]);
  const known = table === SA_LIST || table === OB_LIST;
  useEffect(() => {
    if (!known) return undefined;
    return subscribeReminderRules(table as ReminderTable, setRules, (error) =>
      console.error('reminders: rules not read for the bells', error),
    );
  }, [table, known]);
  return useMemo(() => {
    if (rules.length === 0) return columns;
    const watched = new Set(rules.map((rule) => rule.field));
    return columns.map((column) =>
      column.kind === 'date' && watched.has(column.id) && REMINDER_FIELDS[table as ReminderTable]
        ? {
            ...column,
            render: (row: R) => {
              const value = String((row as unknown as Row)[column.id] ?? '');
              const pending = pendingReminders(rules, column.id, row as unknown as Row, Date.now());
              return (
                <span className="inline-flex items-center gap-1 tabular-nums">
                  {dayToDisplay(value)}
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
  }, [columns, rules, table]);
}
