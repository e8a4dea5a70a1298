/**
 * One check of every reminder rule: what the scheduled function runs every 15 minutes and local
 * mode's clock check runs in the browser, over their own stores (the deps). Copied into
 * functions/src/shared/ by the functions build.
 */
import {
  MAX_REMINDER_RULES,
  reminderClaimId,
  type ReminderItem,
  type ReminderRow,
  type ReminderRule,
  type ReminderTable,
  type SendReminderRequest,
  type SendReminderResponse,
} from '@/contracts/reminders';
import { DAY_MS } from '@/lib/tokyo-time';
import { describeReminderRule, dueDates, dueRows } from './reminder-schedule';

export interface ReminderDeps {
  rules(): Promise<ReminderRule[]>;
  /** The table's rows whose `field` is `date` (the cloud: one equality query). */
  rowsOn(table: ReminderTable, field: string, date: string): Promise<ReminderRow[]>;
  /**
   * Creates, in one write, the claims that do not exist yet, and returns those it made: the
   * rows this check sends (a claim made before was sent before). Claims expire (a TTL).
   */
  claimAll(ids: readonly string[]): Promise<string[]>;
  /** Gives a claim back after a send that may be tried again. */
  release(id: string): Promise<void>;
  /** The Chatwork account of the member an assignee name is linked to, or null. */
  accountOf(assignee: string): number | null;
  send(request: SendReminderRequest): Promise<SendReminderResponse>;
  /** Records each row a sent reminder named (by its claim id), for the customer's timeline. */
  recordSent?(
    rule: ReminderRule,
    title: string,
    sent: readonly { claim: string; row: ReminderRow }[],
  ): Promise<void>;
  /** Records a failed send (the table with it, so each table's settings list their own). */
  recordFailure(rule: ReminderRule, reason: string): Promise<void>;
  appOrigin: string;
}

export interface ReminderOutcome {
  ruleId: string;
  sent: number;
  failed: string | null;
}

/**
 * For each rule: the rows due now, each claimed (a row already claimed for this rule and date
 * was sent before: never twice), one message per rule and room listing them. A failure is
 * recorded; a transient one gives the claims back so the next check tries again, a setting to
 * fix (token, room) keeps them, so a broken room is not retried every 15 minutes all day.
 */
export async function runDueReminders(
  nowMs: number,
  deps: ReminderDeps,
): Promise<ReminderOutcome[]> {
  const outcomes: ReminderOutcome[] = [];
  // A capped number of rules, so no member can spend the shared token with hundreds of them.
  for (const rule of (await deps.rules()).slice(0, MAX_REMINDER_RULES)) {
    let claimed: { row: ReminderRow; claim: string }[] = [];
    try {
      const due: { row: ReminderRow; claim: string }[] = [];
      for (const date of dueDates(rule, nowMs)) {
        for (const row of dueRows(rule, await deps.rowsOn(rule.table, rule.field, date))) {
          if (row.date === date) due.push({ row, claim: reminderClaimId(rule.id, row.id, date) });
        }
      }
      if (due.length === 0) continue;
      const made = new Set(await deps.claimAll(due.map(({ claim }) => claim)));
      claimed = due.filter(({ claim }) => made.has(claim));
      if (claimed.length === 0) continue;
      const items: ReminderItem[] = claimed.map(({ row }) => ({
        rowId: row.id,
        clientName: row.clientName,
        date: row.date,
        assignee: row.obAssignee,
        accountId: row.obAssignee ? deps.accountOf(row.obAssignee) : null,
      }));
      const title = describeReminderRule(rule);
      const result = await deps
        .send({
          ruleId: rule.id,
          roomId: rule.roomId,
          title,
          table: rule.table,
          items,
          appOrigin: deps.appOrigin,
        })
        .catch((error: unknown): SendReminderResponse => ({
          ok: false,
          reason: error instanceof Error && error.message ? error.message : String(error),
          retry: true,
        }));
      if (result.ok) {
        // The message is out: a failed record loses a timeline line, never sends twice.
        await deps.recordSent?.(rule, title, claimed).catch(() => undefined);
        outcomes.push({ ruleId: rule.id, sent: items.length, failed: null });
        continue;
      }
      await deps.recordFailure(rule, result.reason).catch(() => undefined);
      if (result.retry) await releaseAll(deps, claimed);
      outcomes.push({ ruleId: rule.id, sent: 0, failed: result.reason });
    } catch (error) {
      // A store that failed part-way (a claim, a read): what this check claimed goes back, so the
      // next check sends it; the other rules still run.
      await releaseAll(deps, claimed);
      const reason = error instanceof Error && error.message ? error.message : String(error);
      outcomes.push({ ruleId: rule.id, sent: 0, failed: reason });
    }
  }
  return outcomes;
}

/** Reminder sends are kept as long as the history (a TTL policy on expireAt: docs/deploy.md). */
const REMINDER_SEND_KEPT_DAYS = 400;

/** When a reminder send recorded at `now` may be deleted. */
export const reminderSendExpiry = (now: Date): Date =>
  new Date(now.getTime() + REMINDER_SEND_KEPT_DAYS * DAY_MS);

/** The stored record of one row a sent reminder named (`reminderSends/{claim}`), but its times. */
export function reminderSendRecord(rule: ReminderRule, title: string, row: ReminderRow) {
  return { table: rule.table, rowId: row.id, ruleId: rule.id, title, date: row.date };
}

async function releaseAll(deps: ReminderDeps, claimed: readonly { claim: string }[]) {
  for (const { claim } of claimed) await deps.release(claim).catch(() => undefined);
}
