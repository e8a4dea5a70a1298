/**
 * How many Chatwork messages survey responses may post (issue 34): one visitor could otherwise
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

/** Where the counters of one minute live (production: Firestore; local mode: memory). */
export interface NotifyBudgetStore {
  /**
   * Counts one response of `surveyId` in `minute` (and in everyone's), in one transaction.
   * Returns whether it is within both budgets, and, when not, how many of the survey's
   * responses of that minute are now held (this one included).
   */
  take(surveyId: string, minute: string): Promise<{ within: boolean; held: number }>;
  /** How many of the survey's responses of `minute` were held (read after the minute). */
  heldCount(surveyId: string, minute: string): Promise<number>;
}

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
  const { within, held } = await store.take(surveyId, minute);
  if (within) return { kind: 'own' };
  if (held > 1) return { kind: 'held' };
  // The first held response of the minute sends the digest when the minute is over (a second
  // late), so the count covers every response held in it.
  const minuteEnd = Date.parse(`${minute}:00.000Z`) + 60_000;
  await sleep(Math.max(0, minuteEnd - now.getTime()) + 1_000);
  return { kind: 'digest', count: await store.heldCount(surveyId, minute) };
}

/** The same counters in memory: local mode's server (one process on a developer's machine). */
export function memoryNotifyBudget(): NotifyBudgetStore {
  const counts = new Map<string, { count: number; held: number }>();
  const entry = (key: string) => {
    const found = counts.get(key) ?? { count: 0, held: 0 };
    counts.set(key, found);
    return found;
  };
  return {
    take: async (surveyId, minute) => {
      const survey = entry(`${surveyId}_${minute}`);
      const overall = entry(`*_${minute}`);
      survey.count += 1;
      overall.count += 1;
      const within =
        survey.count <= NOTIFY_BUDGET.perSurvey && overall.count <= NOTIFY_BUDGET.overall;
      if (!within) survey.held += 1;
      return { within, held: survey.held };
    },
    heldCount: async (surveyId, minute) => counts.get(`${surveyId}_${minute}`)?.held ?? 0,
  };
}
