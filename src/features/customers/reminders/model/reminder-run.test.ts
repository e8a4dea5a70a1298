import { describe, expect, it } from 'vitest';
import { sampleReminderRule } from '@/test/reminder-rule-fixture';
import { reminderSendRecord, runDueReminders, type ReminderDeps } from './reminder-run';
import type { ReminderRow, SendReminderRequest, SendReminderResponse } from '@/contracts/reminders';

const NOW = Date.parse('2026-11-30T09:05+09:00');
const rule = sampleReminderRule();
const rows: ReminderRow[] = [
  { id: 'a', clientName: 'A社', assignee: '山本', progress: '進行中', date: '2026-12-01' },
  { id: 'b', clientName: 'B社', assignee: '田中', progress: '進行中', date: '2026-12-01' },
  { id: 'c', clientName: 'C社', assignee: '山本', progress: '完了', date: '2026-12-01' },
];

function memory(answer: SendReminderResponse = { ok: true }) {
  const claims = new Set<string>();
  const sent: SendReminderRequest[] = [];
  const failures: string[] = [];
  const records: Record<string, unknown>[] = [];
  const deps: ReminderDeps = {
    rules: async () => [rule],
    rowsOn: async (_table, _field, date) => rows.filter((row) => row.date === date),
    claimAll: async (ids) => ids.filter((id) => (claims.has(id) ? false : (claims.add(id), true))),
    release: async (id) => void claims.delete(id),
    accountOf: (name) => (name === '山本' ? 100 : null),
    send: async (request) => (sent.push(request), answer),
    recordFailure: async (_rule, reason) => void failures.push(reason),
    recordSent: async (sentRule, title, rowsSent) =>
      void records.push(
        ...rowsSent.map(({ claim, row }) => ({
          claim,
          ...reminderSendRecord(sentRule, title, row),
        })),
      ),
    appOrigin: 'https://admin.example.com',
  };
  return { deps, claims, sent, failures, records };
}

describe('one check of the reminders', () => {
  it('records each row a sent reminder named, for its timeline; a failed send records none', async () => {
    const store = memory();
    await runDueReminders(NOW, store.deps);
    expect(store.records).toEqual([
      {
        claim: 'r1_a_2026-12-01',
        table: 'ob_list',
        rowId: 'a',
        ruleId: 'r1',
        title: '納品予定日の1日前 9:00（進捗が完了以外）',
        date: '2026-12-01',
      },
      expect.objectContaining({ claim: 'r1_b_2026-12-01', rowId: 'b' }),
    ]);
    const failing = memory({ ok: false, reason: 'ルームがありません', retry: false });
    await runDueReminders(NOW, failing.deps);
    expect(failing.records).toEqual([]);
  });

  it('one message per rule listing the due rows, [To:] where linked; never twice', async () => {
    const store = memory();
    expect(await runDueReminders(NOW, store.deps)).toEqual([
      { ruleId: 'r1', sent: 2, failed: null },
    ]);
    expect(store.sent).toHaveLength(1);
    expect(store.sent[0]).toMatchObject({
      roomId: 77,
      title: '納品予定日の1日前 9:00（進捗が完了以外）',
      items: [
        { rowId: 'a', clientName: 'A社', date: '2026-12-01', assignee: '山本', accountId: 100 },
        { rowId: 'b', clientName: 'B社', date: '2026-12-01', assignee: '田中', accountId: null },
      ],
    });
    expect(await runDueReminders(NOW + 15 * 60_000, store.deps)).toEqual([]);
    expect(store.sent).toHaveLength(1);
  });

  it('claims a rule’s due rows in one call, and runs at most 50 rules', async () => {
    const store = memory();
    const calls: (readonly string[])[] = [];
    const claimAll = store.deps.claimAll;
    store.deps.claimAll = async (ids) => (calls.push(ids), claimAll(ids));
    store.deps.rules = async () =>
      Array.from({ length: 60 }, (_, i) => sampleReminderRule({ id: `r${i}` }));
    const outcomes = await runDueReminders(NOW, store.deps);
    expect(outcomes).toHaveLength(50);
    expect(store.sent).toHaveLength(50);
    expect(calls).toHaveLength(50);
    expect(calls[0]).toEqual(['r0_a_2026-12-01', 'r0_b_2026-12-01']);
  });

  it('a row whose date or 進捗 changed before its time is not reminded', async () => {
    const store = memory();
    const moved = rows.map((row) =>
      row.id === 'a'
        ? { ...row, date: '2026-12-08' }
        : row.id === 'b'
          ? { ...row, progress: '完了' }
          : row,
    );
    store.deps.rowsOn = async (_table, _field, date) => moved.filter((row) => row.date === date);
    expect(await runDueReminders(NOW, store.deps)).toEqual([]);
    expect(store.sent).toEqual([]);
  });

  it('before its time nothing is sent or claimed', async () => {
    const store = memory();
    await runDueReminders(Date.parse('2026-11-30T08:55+09:00'), store.deps);
    expect(store.sent).toEqual([]);
    expect(store.claims.size).toBe(0);
  });

  it('a send that throws gives its claims back; the next check sends', async () => {
    const store = memory();
    const send = store.deps.send;
    store.deps.send = async () => {
      throw new Error('the server restarted');
    };
    expect(await runDueReminders(NOW, store.deps)).toEqual([
      { ruleId: 'r1', sent: 0, failed: 'the server restarted' },
    ]);
    expect(store.claims.size).toBe(0);
    store.deps.send = send;
    await runDueReminders(NOW + 60_000, store.deps);
    expect(store.sent).toHaveLength(1);
  });

  it('a transient failure is recorded and tried again; a setting to fix is not retried', async () => {
    const flaky = memory({ ok: false, reason: 'Chatworkに接続できませんでした', retry: true });
    await runDueReminders(NOW, flaky.deps);
    expect(flaky.failures).toEqual(['Chatworkに接続できませんでした']);
    expect(flaky.claims.size).toBe(0);
    const broken = memory({ ok: false, reason: 'ルームID 77 に投稿できません', retry: false });
    await runDueReminders(NOW, broken.deps);
    await runDueReminders(NOW + 60_000, broken.deps);
    expect(broken.sent).toHaveLength(1);
  });

  it('held by the budget all day: retried within the day, sent the next morning marked 「遅延」', async () => {
    const store = memory({ ok: false, reason: 'リマインダーの送信上限', retry: true });
    const made = sampleReminderRule({ createdAtMs: Date.parse('2026-11-01T00:00+09:00') });
    store.deps.rules = async () => [made];
    // Every check of the day is held (the budget), the last one at 23:45.
    for (const at of ['2026-11-30T09:00', '2026-11-30T15:00', '2026-11-30T23:45'])
      await runDueReminders(Date.parse(`${at}+09:00`), store.deps);
    expect(store.sent.map((request) => request.title)).toEqual([
      '納品予定日の1日前 9:00（進捗が完了以外）',
      '納品予定日の1日前 9:00（進捗が完了以外）',
      '納品予定日の1日前 9:00（進捗が完了以外）',
    ]);
    expect(store.claims.size).toBe(0);
    // Past midnight the budget has room; the night's checks leave the day's reminder alone…
    store.deps.send = async (request) => (store.sent.push(request), { ok: true });
    await runDueReminders(Date.parse('2026-12-01T00:00+09:00'), store.deps);
    await runDueReminders(Date.parse('2026-12-01T08:45+09:00'), store.deps);
    expect(store.sent).toHaveLength(3);
    // …and the 9:00 one sends it, marked late, once; today's reminders go on their own.
    await runDueReminders(Date.parse('2026-12-01T09:00+09:00'), store.deps);
    await runDueReminders(Date.parse('2026-12-01T09:15+09:00'), store.deps);
    const late = store.sent.slice(3).filter((request) => request.title.startsWith('【遅延】'));
    expect(late).toHaveLength(1);
    expect(late[0]!.title).toBe('【遅延】納品予定日の1日前 9:00（進捗が完了以外）');
    expect(late[0]!.items.map((item) => item.rowId)).toEqual(['a', 'b']);
  });
});
