import { OB_LIST } from '../contracts/collections';
import type { ReminderRule } from '../contracts/reminders';

/**
 * The reminder rule the tests share: OB 納品予定日の1日前 9:00, 進捗が完了以外, room 77 — the
 * stored fields (the emulator's rules test adds `createdBy` / `createdAt`) and the parsed rule.
 */
export const SAMPLE_REMINDER_FIELDS = {
  table: OB_LIST,
  field: 'plannedDeliveryDate',
  offsetDays: -1,
  time: '09:00',
  progress: { op: 'not', value: '完了' },
  roomId: 77,
} as const satisfies Omit<ReminderRule, 'id'>;

export const sampleReminderRule = (over: Partial<ReminderRule> = {}): ReminderRule => ({
  id: 'r1',
  ...SAMPLE_REMINDER_FIELDS,
  ...over,
});
