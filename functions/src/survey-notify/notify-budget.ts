/**
 * Chatwork allows a token about 60 posts a minute (300 per 5 minutes), and one token posts survey
 * answers, reminders and comment pings. Each kind has its own share of the minute, so none can
 * spend another's: a flood of forged answers can hold survey messages, never the team's
 * reminders or its comment pings. 55 of 60, leaving room for the survey digests.
 */
export const NOTIFY_SHARES = { answers: 15, reminders: 20, comments: 20 } as const;
export type NotifyShare = keyof typeof NOTIFY_SHARES;

/**
 * Survey answers: per survey and minute the first `perSurvey` responses get their own message;
 * past that, or past the surveys' share for all surveys together, a response is held, and the
 * first held one of its survey's minute posts, once the minute is over, one digest:
 * 'N件の回答が届きました'.
 */
export const NOTIFY_BUDGET = { perSurvey: 5, overall: NOTIFY_SHARES.answers } as const;

/**
 * `surveyNotifyBudgets/{key}_{minute}` (a survey's, or a share's own key) and
 * `*{share}_{minute}` (the share's): how many posts were made in that minute, and how many
 * survey responses were held past the budget. Written by the functions only; no client reads
 * them (firestore.rules).
 */

/**
 * Where the counters of one minute live (production: Firestore; local mode: memory). Written
 * with increments and a create, never a transaction: a flood of responses (or of surveys) once
 * made every response's transaction contend on the minute's shared counter, and a response whose
 * transaction gave up stayed 'sending' for ever.
 */
export interface NotifyBudgetStore {
  /**
   * Takes one post for `key` (a survey id, or the share's name) in `minute` from `share`: true
   * when afterwards `key` has made at most `perKey` posts and the share at most its size. A
   * refused take is given back, so the counters count posts made, not messages asked for: held
   * answers never spend the budget of the posts that follow.
   */
  take(share: NotifyShare, key: string, minute: string, perKey: number): Promise<boolean>;
  /**
   * Counts one held response of `key` in `minute`; true for exactly one caller per key and
   * minute (a document created once): the one that sends the minute's digest.
   */
  hold(key: string, minute: string): Promise<boolean>;
  /** How many of the key's responses of `minute` were held (read after the minute). */
  heldCount(key: string, minute: string): Promise<number>;
}

/** Takes one post of a share that is counted as a whole (reminders, comment pings). */
export const takeShare = (store: NotifyBudgetStore, share: NotifyShare, at: Date) =>
  store.take(share, share, minuteOf(at), NOTIFY_SHARES[share]);

/** Whether counts after one more post are within the key's and the share's budgets. */
export const fitsShare = (
  share: NotifyShare,
  counts: { own: number; overall: number },
  perKey: number,
): boolean => counts.own <= perKey && counts.overall <= NOTIFY_SHARES[share];

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
  if (await store.take('answers', surveyId, minute, NOTIFY_BUDGET.perSurvey))
    return { kind: 'own' };
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
    take: async (share, key, minute, perKey) => {
      const own = entry(`${key}_${minute}`);
      const overall = entry(`*${share}_${minute}`);
      own.count += 1;
      overall.count += 1;
      if (fitsShare(share, { own: own.count, overall: overall.count }, perKey)) return true;
      own.count -= 1;
      overall.count -= 1;
      return false;
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
