import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from '../admin.js';
import { CallableError, type CallableInput } from '../callable-error.js';
import { editorFromMembers } from '../caller-roles.js';
import { onCallable } from '../on-callable.js';
import { RECOUNT_SURVEY_STATS, type RecountResponse } from '../shared/contracts/survey-stats.js';
import { statsDb } from './on-response-created.js';
import { adminLinkValues } from './refused-response.js';
import {
  rebuildSurveyStats,
  type LinkLookup,
  type StatsDb,
  type WriteValues,
} from './record-response-stats.js';
import type { Instant } from './plan-stats-update.js';

export const recountMessages = {
  permissionDenied: 'この操作を行う権限がありません',
  badRequest: 'アンケートが指定されていません',
  surveyMissing: 'アンケートが見つかりません',
} as const;

export interface RecountDeps {
  isEditor(uid: string): Promise<boolean>;
  db: StatsDb;
  values: WriteValues;
  now(): Instant;
  /** The customer values of a response's personal link, for 表示条件. */
  links?: LinkLookup;
}

/** The 再集計 handler: staff only; the survey named by id; the count it rebuilt. */
export async function recountSurveyStats(
  input: CallableInput,
  deps: RecountDeps,
): Promise<RecountResponse> {
  if (!input.auth || !(await deps.isEditor(input.auth.uid)))
    throw new CallableError('permission-denied', recountMessages.permissionDenied);
  const surveyId = (input.data as { surveyId?: unknown } | null)?.surveyId;
  if (
    typeof surveyId !== 'string' ||
    surveyId === '' ||
    surveyId.length > 128 ||
    surveyId.includes('/')
  )
    throw new CallableError('invalid-argument', recountMessages.badRequest);
  const count = await rebuildSurveyStats(deps.db, deps.values, surveyId, deps.now(), {
    ...(deps.links ? { links: deps.links } : {}),
  });
  if (count === null) throw new CallableError('not-found', recountMessages.surveyMissing);
  return { responseCount: count };
}

/**
 * Callable recountSurveyStats (in the functions' region): a thin wrapper; 9 minutes and 512 MiB for a large
 * survey (it holds one page of responses at a time: record-response-stats.ts RECOUNT_PAGE_SIZE).
 */
export const recountSurveyStatsCall = onCallable<RecountResponse>(
  RECOUNT_SURVEY_STATS,
  { timeoutSeconds: 540, memory: '512MiB' },
  (input) => {
    const db = adminFirestore();
    return recountSurveyStats(input, {
      isEditor: editorFromMembers(db),
      db: statsDb(),
      links: adminLinkValues(db),
      values: {
        serverTimestamp: () => FieldValue.serverTimestamp(),
        increment: (n) => FieldValue.increment(n),
        timestamp: (at) => new Timestamp(at.seconds, at.nanoseconds),
      },
      now: () => Timestamp.now(),
    });
  },
);
