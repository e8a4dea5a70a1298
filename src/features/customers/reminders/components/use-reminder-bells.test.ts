import { expect, it } from 'vitest';
import { sampleReminderRule } from '@/test/reminder-rule-fixture';
import { pendingReminders } from './use-reminder-bells';

const rule = sampleReminderRule();
const now = Date.parse('2026-11-27T10:00+09:00');

it('a bell while the row’s reminder is still to come, for the rows the condition lets through', () => {
  const row = { progress: '進行中', date: '2026-12-01' };
  expect(pendingReminders([rule], 'plannedDeliveryDate', row, now)).toEqual([
    'リマインダー: 納品予定日の1日前 9:00（進捗が完了以外）（2026/11/30 09:00に通知）',
  ]);
  expect(
    pendingReminders([rule], 'plannedDeliveryDate', { ...row, progress: '完了' }, now),
  ).toEqual([]);
  expect(
    pendingReminders([rule], 'plannedDeliveryDate', { ...row, date: '2026-11-27' }, now),
  ).toEqual([]);
  expect(pendingReminders([rule], 'deliveryDate', row, now)).toEqual([]);
});
