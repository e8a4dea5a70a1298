/**
 * How many Chatwork messages survey responses may post: one visitor could otherwise
 * post one per answer into the team room and spend the shared notification token (Chatwork:
 * 300 requests per 5 minutes) for every other survey. Per survey and minute the first
 * `perSurvey` responses get their own message; past that, or past `overall` for all surveys
 * together, a response is held, and the first held one of its survey's minute posts, once the
 * minute is over, one digest: 'N件の回答が届きました'.
 */
export const NOTIFY_BUDGET = { perSurvey: 5, overall: 20 } as const;

/**
 * `surveyNotifyBudgets/{surveyId}_{minute}` (and `*_{minute}` for all surveys): how many
 * responses asked for a message in that minute, and how many were held past the budget.
 * Written by the notification function only; no client reads them (firestore.rules).
 */

/**
 * Where the counters of one minute live (production: Firestore; local mode: memory). Written
 * with increments and a create, never a transaction: a flood of responses (or of surveys) once
 * made every response's transaction contend on the minute's shared counter, and a response whose
 * transaction gave up stayed 'sending' for ever.
 */
export interface NotifyBudgetStore {
  /**
   * Counts one message of `key` (a survey id, or REMINDER_BUDGET_KEY) in `minute`, and one in
   * everyone's. Returns both counts after it (others' messages of the same moment may be in them).
   */
  count(key: string, minute: string): Promise<{ own: number; overall: number }>;
  /**
   * Counts one held response of `key` in `minute`; true for exactly one caller per key and
   * minute (a document created once): the one that sends the minute's digest.
   */
  hold(key: string, minute: string): Promise<boolean>;
  /** How many of the key's responses of `minute` were held (read after the minute). */
  heldCount(key: string, minute: string): Promise<number>;
}

/** Reminders count in the same budget as survey messages: they spend the same token. */
export const REMINDER_BUDGET_KEY = 'reminders';

/** Whether counts after one more message are within both budgets. */
export const withinBudget = (counts: { own: number; overall: number }): boolean =>
  counts.own <= NOTIFY_BUDGET.perSurvey && counts.overall <= NOTIFY_BUDGET.overall;

/** The UTC minute an instant falls in: 'YYYY-MM-DDTHH:MM'. */
export const minuteOf = (at: Date): string => at.toISOString().slice(0, 16);

/** The budget's verdict for one response, the first held one waiting out its minute. */
export type BudgetVerdict = { kind: 'own' } | { kind: 'held' } | { kind: 'digest'; count: number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function budgetVerdict(
  store: NotifyBudgetStore,
  surveyId: string,
  now: Date = new Date(),
  sleep: (ms: number) => Promise<void> = wait,
): Promise<BudgetVerdict> {
  const minute = minuteOf(now);
  if (withinBudget(await store.count(surveyId, minute))) return { kind: 'own' };
  if (!(await store.hold(surveyId, minute))) return { kind: 'held' };
  // The first held response of the minute sends the digest when the minute is over (a second
  // late), so the count covers every response held in it.
  const minuteEnd = Date.parse(`${minute}:00.000Z`) + 60_000;
  await sleep(Math.max(0, minuteEnd - now.getTime()) + 1_000);
  return { kind: 'digest', count: await store.heldCount(surveyId, minute) };
}

/** The same counters in memory: local mode's server (one process on a developer's machine). */
export function memoryNotifyBudget(): NotifyBudgetStore {
  const counts = new Map<string, { count: number; held: number; digest: boolean }>();
  const entry = (key: string) => {
    const found = counts.get(key) ?? { count: 0, held: 0, digest: false };
    counts.set(key, found);
    return found;
  };
  return {
    count: async (key, minute) => {
      const own = entry(`${key}_${minute}`);
      const overall = entry(`*_${minute}`);
      own.count += 1;
      overall.count += 1;
      return { own: own.count, overall: overall.count };
    },
    hold: async (key, minute) => {
      const own = entry(`${key}_${minute}`);
      own.held += 1;
      const first = !own.digest;
      own.digest = true;
      return first;
    },
    heldCount: async (key, minute) => counts.get(`${key}_${minute}`)?.held ?? 0,
  };
}
