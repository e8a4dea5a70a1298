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
import { describeReminderRule, dueDates, dueRows, type DueDate } from './reminder-schedule';

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

/** The title of a reminder whose day is over (held by the budget, or a failure, until then). */
export const lateTitle = (title: string) => `【遅延】${title}`;

/**
 * For each rule and each date due now (dueDates): the rows due, each claimed (a row already
 * claimed for this rule and date was sent before: never twice), one message listing them; a
 * past day's unsent ones in a message of their own, marked 「遅延」. A failure is recorded; a
 * transient one (the budget included) gives the claims back so a later check tries again, a
 * setting to fix (token, room) keeps them, so a broken room is not retried every 15 minutes
 * all day.
 */
export async function runDueReminders(
  nowMs: number,
  deps: ReminderDeps,
): Promise<ReminderOutcome[]> {
  const outcomes: ReminderOutcome[] = [];
  // A capped number of rules, so no member can spend the shared token with hundreds of them.
  for (const rule of (await deps.rules()).slice(0, MAX_REMINDER_RULES)) {
    for (const due of dueDates(rule, nowMs)) {
      const outcome = await runRuleDate(rule, due, deps);
      if (outcome) outcomes.push(outcome);
    }
  }
  return outcomes;
}

/** One rule's reminder of one due date; null when nothing was due or all was sent before. */
async function runRuleDate(
  rule: ReminderRule,
  { date, late }: DueDate,
  deps: ReminderDeps,
): Promise<ReminderOutcome | null> {
  let claimed: { row: ReminderRow; claim: string }[] = [];
  try {
    const due = dueRows(rule, await deps.rowsOn(rule.table, rule.field, date))
      .filter((row) => row.date === date)
      .map((row) => ({ row, claim: reminderClaimId(rule.id, row.id, date) }));
    if (due.length === 0) return null;
    const made = new Set(await deps.claimAll(due.map(({ claim }) => claim)));
    claimed = due.filter(({ claim }) => made.has(claim));
    if (claimed.length === 0) return null;
    const items: ReminderItem[] = claimed.map(({ row }) => ({
      rowId: row.id,
      clientName: row.clientName,
      date: row.date,
      assignee: row.assignee,
      accountId: row.assignee ? deps.accountOf(row.assignee) : null,
    }));
    const described = describeReminderRule(rule);
    const title = late ? lateTitle(described) : described;
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
      return { ruleId: rule.id, sent: items.length, failed: null };
    }
    await deps.recordFailure(rule, result.reason).catch(() => undefined);
    if (result.retry) await releaseAll(deps, claimed);
    return { ruleId: rule.id, sent: 0, failed: result.reason };
  } catch (error) {
    // A store that failed part-way (a claim, a read): what this check claimed goes back, so the
    // next check sends it; the other rules still run.
    await releaseAll(deps, claimed);
    const reason = error instanceof Error && error.message ? error.message : String(error);
    return { ruleId: rule.id, sent: 0, failed: reason };
  }
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
