import { LOST_STAGE, WON_STAGE } from '@/contracts/deal-table';
import { amountOf } from './money';

/**
 * ヨミ表: per 担当者 for one month (Tokyo), what is won (受注), what is expected by 確度 (the A/B/C
 * ヨミ: the 金額 of open deals closing in the month), the month's 目標 and how much of it is won;
 * and the ヨミ of the two months after it. Pure, so the screen, its CSV and the benchmark
 * (npm run bench:forecast) share it.
 */

/** What the ヨミ表 reads of a deal (its stored fields). */
export interface ForecastDeal {
  amount: string;
  confidence: string;
  progress: string;
  closeDate: string;
  assignee: string;
}

/** A 確度 option: its label and how much of a deal it counts (0–100). */
export interface Confidence {
  label: string;
  percent: number;
}

export interface ForecastRow {
  /** The 担当者 ('' for deals without one). */
  assignee: string;
  /** Σ金額 of 受注 deals closing in the month. */
  won: number;
  /** Σ金額 of open deals closing in the month, by 確度 label (in the options' order). */
  byConfidence: number[];
  /** The month's 目標, or null when none is set. */
  goal: number | null;
  /** 受注 ÷ 目標, or null without a 目標 (or with a 目標 of 0). */
  achievement: number | null;
  /** Each later month's ヨミ: 受注 plus Σ金額×確度 of its open deals. */
  later: number[];
}

export interface Forecast {
  /** The months: the chosen one, then the later ones ('YYYY-MM'). */
  months: string[];
  rows: ForecastRow[];
  total: ForecastRow;
}

/** 'YYYY-MM' plus `n` months. */
export function plusMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const isOpen = (stage: string) => stage !== WON_STAGE && stage !== LOST_STAGE;

interface Tally {
  won: number[];
  byConfidence: number[];
  expected: number[];
}

/**
 * The ヨミ表 of `month` and the `later` months after it. `goals` maps a 担当者 to the month's
 * 目標. A 担当者 has a row when a deal of theirs closes in one of the months or they have a 目標;
 * rows follow `assignees` (the option list's order), then other names, then 未設定 ('').
 */
export function forecast(
  deals: readonly ForecastDeal[],
  options: {
    month: string;
    confidences: readonly Confidence[];
    goals: ReadonlyMap<string, number>;
    assignees: readonly string[];
    later?: number;
  },
): Forecast {
  const { month, confidences, goals, assignees, later = 2 } = options;
  const months = Array.from({ length: later + 1 }, (_, n) => plusMonths(month, n));
  const monthIndex = new Map(months.map((m, index) => [m, index]));
  const confidenceIndex = new Map(confidences.map((c, index) => [c.label, index]));
  const tallies = new Map<string, Tally>();
  const tallyOf = (assignee: string) => {
    let tally = tallies.get(assignee);
    if (!tally) {
      tally = {
        won: months.map(() => 0),
        byConfidence: confidences.map(() => 0),
        expected: months.map(() => 0),
      };
      tallies.set(assignee, tally);
    }
    return tally;
  };
  for (const deal of deals) {
    const at = monthIndex.get(deal.closeDate.slice(0, 7));
    if (at === undefined || deal.progress === LOST_STAGE) continue;
    const tally = tallyOf(deal.assignee);
    const amount = amountOf(deal.amount);
    if (!isOpen(deal.progress)) {
      tally.won[at]! += amount;
      continue;
    }
    const confidence = confidenceIndex.get(deal.confidence);
    if (confidence === undefined) continue;
    if (at === 0) tally.byConfidence[confidence]! += amount;
    tally.expected[at]! += (amount * confidences[confidence]!.percent) / 100;
  }
  for (const assignee of goals.keys()) tallyOf(assignee);

  const known = assignees.filter((name) => tallies.has(name));
  const others = [...tallies.keys()]
    .filter((name) => name !== '' && !assignees.includes(name))
    .sort((a, b) => a.localeCompare(b, 'ja'));
  const order = [...known, ...others, ...(tallies.has('') ? [''] : [])];
  const rowOf = (assignee: string, tally: Tally, goal: number | null): ForecastRow => ({
    assignee,
    won: tally.won[0]!,
    byConfidence: tally.byConfidence,
    goal,
    achievement: goal ? tally.won[0]! / goal : null,
    later: months.slice(1).map((_, n) => tally.won[n + 1]! + tally.expected[n + 1]!),
  });
  const rows = order.map((name) => rowOf(name, tallies.get(name)!, goals.get(name) ?? null));
  const sum = (pick: (tally: Tally) => number[], length: number) =>
    [...tallies.values()].reduce(
      (total, tally) => total.map((value, index) => value + pick(tally)[index]!),
      Array<number>(length).fill(0),
    );
  const goalTotal = goals.size > 0 ? [...goals.values()].reduce((a, b) => a + b, 0) : null;
  const totals: Tally = {
    won: sum((tally) => tally.won, months.length),
    byConfidence: sum((tally) => tally.byConfidence, confidences.length),
    expected: sum((tally) => tally.expected, months.length),
  };
  const total = rowOf('', totals, goalTotal);
  return { months, rows, total };
}
