import { describe, expect, test } from 'vitest';
import { DEAL_LIST, OB_LIST, SA_LIST } from '@/contracts/collections';
import { REMINDER_RULES, SEND_REMINDER, type SendReminderRequest } from '@/contracts/reminders';
import type { FunctionsPort } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { tokyoInstant } from '@/lib/tokyo-time';
import { checkRemindersLocally } from './local-reminders';

/** A functions port that records each reminder it is asked to send, and sends it. */
function recordingFunctions() {
  const sent: SendReminderRequest[] = [];
  const functions = {
    call: async (name: string, request: unknown) => {
      if (name !== SEND_REMINDER) throw new Error(`unexpected callable ${name}`);
      sent.push(request as SendReminderRequest);
      return { ok: true };
    },
  } as unknown as FunctionsPort;
  return { functions, sent };
}

describe('checkRemindersLocally', () => {
  test('a due reminder is sent once: a later check, or a second tab, finds it claimed', async () => {
    const { data } = await freshLocalBackend('local-reminders');
    await data.set(REMINDER_RULES, 'rule-1', {
      table: OB_LIST,
      field: 'plannedDeliveryDate',
      offsetDays: 0,
      time: '09:00',
      progress: null,
      roomId: 77,
    });
    await data.set(OB_LIST, 'row-1', {
      clientName: 'リマインド株式会社',
      obAssignee: '山本',
      progress: '',
      plannedDeliveryDate: '2026-12-07',
    });
    const { functions, sent } = recordingFunctions();
    const at = (time: string) => tokyoInstant('2026-12-07', time);

    await checkRemindersLocally(data, functions, at('08:59'), 'https://app.example.com');
    expect(sent).toEqual([]);

    await checkRemindersLocally(data, functions, at('09:01'), 'https://app.example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      ruleId: 'rule-1',
      roomId: 77,
      table: OB_LIST,
      items: [
        { rowId: 'row-1', clientName: 'リマインド株式会社', date: '2026-12-07', assignee: '山本' },
      ],
    });

    // The next check, and two tabs checking at once, send nothing more.
    await checkRemindersLocally(data, functions, at('09:02'), 'https://app.example.com');
    await Promise.all([
      checkRemindersLocally(data, functions, at('09:03'), 'https://app.example.com'),
      checkRemindersLocally(data, functions, at('09:03'), 'https://app.example.com'),
    ]);
    expect(sent).toHaveLength(1);
  });

  test('a rule reads its table by its own field: an SA 商談日 rule names the SA row of that date only', async () => {
    const { data } = await freshLocalBackend('local-reminders-sa');
    await data.set(REMINDER_RULES, 'rule-2', {
      table: SA_LIST,
      field: 'meetingDate',
      offsetDays: 0,
      time: '09:00',
      progress: null,
      roomId: 77,
    });
    await data.set(SA_LIST, 'meeting', { clientName: '商談株式会社', meetingDate: '2026-12-07' });
    // The same date in another field, and in another table, is not this rule's.
    await data.set(SA_LIST, 'contact', {
      clientName: '接触株式会社',
      lastContactDate: '2026-12-07',
    });
    await data.set(OB_LIST, 'delivery', {
      clientName: '納品株式会社',
      plannedDeliveryDate: '2026-12-07',
    });
    const { functions, sent } = recordingFunctions();

    await checkRemindersLocally(
      data,
      functions,
      tokyoInstant('2026-12-07', '09:01'),
      'https://app.example.com',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ table: SA_LIST, items: [{ rowId: 'meeting' }] });
    expect(sent[0]!.items).toHaveLength(1);
  });

  test('a 案件 rule names the deal and its 担当者, read from the field the schema makes the 担当', async () => {
    const { data } = await freshLocalBackend('local-reminders-deal');
    await data.set(REMINDER_RULES, 'rule-3', {
      table: DEAL_LIST,
      field: 'closeDate',
      offsetDays: 0,
      time: '09:00',
      progress: null,
      roomId: 77,
    });
    await data.set(DEAL_LIST, 'deal', {
      clientName: '年間契約',
      assignee: '佐藤',
      closeDate: '2026-12-07',
    });
    const { functions, sent } = recordingFunctions();

    await checkRemindersLocally(
      data,
      functions,
      tokyoInstant('2026-12-07', '09:01'),
      'https://app.example.com',
    );
    expect(sent[0]).toMatchObject({
      table: DEAL_LIST,
      items: [{ rowId: 'deal', clientName: '年間契約', assignee: '佐藤' }],
    });
  });
});
