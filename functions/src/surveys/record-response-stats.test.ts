import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choiceKey, STATS_VERSION } from '../shared/aggregate-answers.js';
import type { Instant } from './plan-stats-update.js';
import {
  rebuildSurveyStats,
  recordResponseStats,
  type StatsDb,
  type Tx,
} from './record-response-stats.js';
import { recountSurveyStats } from './recount-on-call.js';

/**
 * An in-memory stand-in for the Admin SDK: transactions run one at a time (Firestore makes
 * concurrent ones behave as if serial) and apply their writes at commit; every stored document
 * gets a creation time from a clock that only moves forward, as commit timestamps do.
 */
function fakeDb(initial: [string, Record<string, unknown>][]) {
  const INCREMENT = Symbol('increment');
  const NOW = new Date('2026-11-22T00:00:00Z');
  const docs = new Map<string, Record<string, unknown>>();
  const created = new Map<string, Instant>();
  let clock = 0;
  const put = (path: string, data: Record<string, unknown>) => {
    if (!created.has(path)) created.set(path, { seconds: (clock += 1), nanoseconds: 0 });
    docs.set(path, data);
  };
  for (const [path, data] of initial) put(path, data);
  const apply = (previous: Record<string, unknown> | undefined, data: Record<string, unknown>) => {
    const next = { ...(previous ?? {}) };
    for (const [key, value] of Object.entries(data)) {
      const inc = value as { [INCREMENT]?: number };
      next[key] =
        typeof value === 'object' && value !== null && INCREMENT in value
          ? Number(next[key] ?? 0) + inc[INCREMENT]!
          : value;
    }
    return next;
  };
  const snapshot = (path: string) => ({
    exists: docs.has(path),
    createTime: created.get(path),
    data: () => docs.get(path),
  });
  const stats = { transactions: 0, pagesInTransaction: 0, pages: 0 };
  let inTransaction = false;
  let queue = Promise.resolve();
  const db: StatsDb = {
    doc: (path) => ({ id: path }),
    get: async (ref) => snapshot(ref.id),
    async page(collection, surveyId, afterId, limit) {
      stats.pages += 1;
      if (inTransaction) stats.pagesInTransaction += 1;
      return [...docs]
        .filter(([path, data]) => path.startsWith(`${collection}/`) && data.surveyId === surveyId)
        .map(([path, data]) => ({ path, id: path.slice(collection.length + 1), data }))
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .filter((doc) => afterId === null || doc.id > afterId)
        .slice(0, limit)
        .map((doc) => ({ id: doc.id, createTime: created.get(doc.path)!, data: () => doc.data }));
    },
    runTransaction(work) {
      const run = queue.then(async () => {
        inTransaction = true;
        stats.transactions += 1;
        const writes: (() => void)[] = [];
        const tx: Tx = {
          get: async (ref) => snapshot(ref.id),
          set: (ref, data) => writes.push(() => put(ref.id, apply(undefined, data))),
          update: (ref, data) => writes.push(() => put(ref.id, apply(docs.get(ref.id), data))),
        };
        try {
          const result = await work(tx);
          for (const write of writes) write();
          return result;
        } finally {
          inTransaction = false;
        }
      });
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
  const values = {
    serverTimestamp: () => NOW,
    increment: (n: number) => ({ [INCREMENT]: n }),
    timestamp: (at: Instant) => ({ ...at }),
  };
  return { db, values, docs, stats, add: put };
}

const radio = {
  fields: [{ id: 'plan', type: 'radio', options: ['A', 'B'] }],
  responseCount: 0,
};
type StoredStats = {
  version: number;
  responseCount: number;
  surveyId: string;
  fields: { plan: { counts: Record<string, number>; other: number; answered: number } };
};

test('a new response updates the statistics and the count once, even when delivered twice', async () => {
  const { db, values, docs } = fakeDb([
    ['surveys/s1', { ...radio, responseCount: 5 }],
    ['surveyStats/s1', { version: STATS_VERSION, responseCount: 0, fields: {} }],
    ['responses/r1', { surveyId: 's1', answers: { plan: 'A' } }],
  ]);

  assert.equal(await recordResponseStats(db, values, 'r1'), true);
  assert.equal(await recordResponseStats(db, values, 'r1'), false); // the retry

  // The survey's count is set from the statistics (one meaning), whatever it held before.
  assert.equal(docs.get('surveys/s1')?.responseCount, 1);
  const stats = docs.get('surveyStats/s1') as StoredStats;
  assert.equal(stats.responseCount, 1);
  assert.equal(stats.surveyId, 's1');
  assert.deepEqual(stats.fields.plan.counts, { [choiceKey('A')]: 1 });
  assert.ok(docs.get('responses/r1')?.statsCountedAt instanceof Date);
});

test('the answer that reaches the limit (回答数の上限) closes the survey', async () => {
  const { db, values, docs } = fakeDb([
    ['surveys/s1', { ...radio, status: 'published', responseCount: 1, maxResponses: 3 }],
    ['surveyStats/s1', { version: STATS_VERSION, responseCount: 1, fields: {} }],
    ['responses/r1', { surveyId: 's1', answers: { plan: 'A' } }],
    ['responses/r2', { surveyId: 's1', answers: { plan: 'B' } }],
  ]);
  await recordResponseStats(db, values, 'r1');
  assert.equal(docs.get('surveys/s1')?.status, 'published');
  await recordResponseStats(db, values, 'r2');
  assert.equal(docs.get('surveys/s1')?.responseCount, 3);
  assert.equal(docs.get('surveys/s1')?.status, 'closed');
  assert.ok(docs.get('surveys/s1')?.closedAt instanceof Date);
});

test('a response for a survey that does not exist changes nothing', async () => {
  const { db, values, docs } = fakeDb([
    ['responses/r2', { surveyId: 'gone', answers: { plan: 'A' } }],
  ]);
  assert.equal(await recordResponseStats(db, values, 'r2'), false);
  assert.deepEqual([...docs.keys()], ['responses/r2']);
});

test('forged answers never become field names and never stop the statistics', async () => {
  const { db, values, docs, add } = fakeDb([
    ['surveys/s1', radio],
    ['responses/f1', { surveyId: 's1', answers: { plan: '__x__' } }],
  ]);
  assert.equal(await recordResponseStats(db, values, 'f1'), true);
  add('responses/f2', { surveyId: 's1', answers: { plan: 'x'.repeat(500) } });
  add('responses/ok', { surveyId: 's1', answers: { plan: 'B' } });
  assert.equal(await recordResponseStats(db, values, 'f2'), true);
  assert.equal(await recordResponseStats(db, values, 'ok'), true);
  const stats = docs.get('surveyStats/s1') as StoredStats;
  assert.deepEqual(stats.fields.plan, {
    answered: 1,
    shown: 0,
    other: 2,
    counts: { [choiceKey('B')]: 1 },
    numeric: { count: 0, sum: 0, min: null, max: null },
  });
  assert.equal(stats.responseCount, 3);
});

test('a survey without statistics is recounted in pages outside the transaction, legacy too', async () => {
  const {
    db,
    values,
    docs,
    stats: calls,
  } = fakeDb([
    ['surveys/s1', { ...radio, responseCount: 2 }],
    ['surveyResponses/old', { surveyId: 's1', responses: [{ fieldId: 'plan', value: 'A' }] }],
    ...Array.from({ length: 7 }, (_, i): [string, Record<string, unknown>] => [
      `responses/before-${i}`,
      { surveyId: 's1', answers: { plan: 'B' } },
    ]),
    ['responses/no-answers', { surveyId: 's1' }],
    ['responses/other-survey', { surveyId: 's2', answers: { plan: 'A' } }],
    ['responses/new', { surveyId: 's1', answers: { plan: 'B' } }],
  ]);

  assert.equal(await recordResponseStats(db, values, 'new', 3), true);
  assert.equal(calls.pagesInTransaction, 0);
  assert.ok(calls.pages >= 4, `read ${calls.pages} pages of 3`);
  const stats = docs.get('surveyStats/s1') as StoredStats;
  assert.equal(stats.version, STATS_VERSION);
  assert.equal(stats.responseCount, 9);
  assert.deepEqual(stats.fields.plan.counts, { [choiceKey('A')]: 1, [choiceKey('B')]: 8 });
  // The recount included the earlier responses, so their own late triggers add nothing.
  assert.equal(await recordResponseStats(db, values, 'before-3'), false);
  assert.ok(docs.get('responses/before-3')?.statsCountedAt instanceof Date);
  assert.equal((docs.get('surveyStats/s1') as StoredStats).responseCount, 9);
  // The survey's count is the recount's total (one meaning), not its old count plus one.
  assert.equal(docs.get('surveys/s1')?.responseCount, 9);
});

test('statistics keyed by answer text (before version 2) are replaced by a recount', async () => {
  const { db, values, docs } = fakeDb([
    ['surveys/s1', radio],
    [
      'surveyStats/s1',
      { responseCount: 1, fields: { plan: { answered: 1, counts: { __x__: 1 } } } },
    ],
    ['responses/a', { surveyId: 's1', answers: { plan: '__x__' }, statsCountedAt: 'earlier' }],
    ['responses/b', { surveyId: 's1', answers: { plan: 'A' } }],
  ]);
  assert.equal(await recordResponseStats(db, values, 'b'), true);
  const stats = docs.get('surveyStats/s1') as StoredStats;
  assert.equal(stats.version, STATS_VERSION);
  assert.equal(stats.responseCount, 2);
  assert.deepEqual(stats.fields.plan.counts, { [choiceKey('A')]: 1 });
  assert.equal(stats.fields.plan.other, 1);
});

test('two triggers recounting at once count every response exactly once', async () => {
  const { db, values, docs, add } = fakeDb([
    ['surveys/s1', radio],
    ['responses/old', { surveyId: 's1', answers: { plan: 'A' } }],
    ['responses/r1', { surveyId: 's1', answers: { plan: 'A' } }],
    ['responses/r2', { surveyId: 's1', answers: { plan: 'B' } }],
  ]);
  const results = await Promise.all([
    recordResponseStats(db, values, 'r2', 1),
    recordResponseStats(db, values, 'r1', 1),
  ]);
  const stats = docs.get('surveyStats/s1') as StoredStats;
  assert.equal(stats.responseCount, 3);
  assert.deepEqual(stats.fields.plan.counts, { [choiceKey('A')]: 2, [choiceKey('B')]: 1 });
  assert.deepEqual(results.sort(), [false, true]);
  // A response created after the recount is folded in by its own trigger.
  add('responses/r3', { surveyId: 's1', answers: { plan: 'B' } });
  assert.equal(await recordResponseStats(db, values, 'r3'), true);
  assert.equal((docs.get('surveyStats/s1') as StoredStats).responseCount, 4);
});

test('再集計 rebuilds the statistics and responseCount from every response, page by page', async () => {
  const { db, values, docs, stats } = fakeDb([
    ['surveys/s1', { ...radio, responseCount: 99 }],
    ['surveyStats/s1', { version: STATS_VERSION, responseCount: 42, fields: {} }],
    ...Array.from(
      { length: 7 },
      (_, i) =>
        [`responses/r${i}`, { surveyId: 's1', answers: { plan: i % 2 ? 'A' : 'B' } }] as [
          string,
          Record<string, unknown>,
        ],
    ),
    ['surveyResponses/old', { surveyId: 's1', responses: [{ fieldId: 'plan', value: 'A' }] }],
    ['responses/other', { surveyId: 's2', answers: { plan: 'A' } }],
  ]);
  const count = await rebuildSurveyStats(
    db,
    values,
    's1',
    { seconds: 1e9, nanoseconds: 0 },
    {
      pageSize: 3,
    },
  );
  assert.equal(count, 8);
  assert.equal(docs.get('surveys/s1')?.responseCount, 8);
  // The answer slots follow (a count a lost answer kept is repaired).
  assert.deepEqual(docs.get('surveyAnswerSlots/s1'), { count: 8 });
  const rebuilt = docs.get('surveyStats/s1') as StoredStats;
  assert.equal(rebuilt.responseCount, 8);
  assert.deepEqual(rebuilt.fields.plan.counts, { [choiceKey('A')]: 4, [choiceKey('B')]: 4 });
  assert.equal(stats.pagesInTransaction, 0);
  assert.ok(stats.pages >= 4);
  assert.equal(
    await rebuildSurveyStats(db, values, 'gone', { seconds: 1e9, nanoseconds: 0 }),
    null,
  );
});

test('a page read that fails is tried again (bounded), then the failure is thrown', async () => {
  const { db, values } = fakeDb([
    ['surveys/s1', { ...radio }],
    ['responses/r1', { surveyId: 's1', answers: { plan: 'A' } }],
  ]);
  const page = db.page.bind(db);
  let failures = 2;
  db.page = async (...args) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('DEADLINE_EXCEEDED');
    }
    return page(...args);
  };
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);
  const now = { seconds: 1e9, nanoseconds: 0 };
  assert.equal(await rebuildSurveyStats(db, values, 's1', now, { sleep }), 1);
  assert.deepEqual(waits, [500, 2000]);
  failures = 3;
  await assert.rejects(rebuildSurveyStats(db, values, 's1', now, { sleep }), /DEADLINE_EXCEEDED/);
});

test('the 再集計 callable: staff only, a survey id, the count', async () => {
  const { db, values } = fakeDb([
    ['surveys/s1', { ...radio }],
    ['responses/r1', { surveyId: 's1', answers: { plan: 'A' } }],
  ]);
  const deps = {
    isEditor: async (uid: string) => uid === 'staff',
    db,
    values,
    now: () => ({ seconds: 1e9, nanoseconds: 0 }),
  };
  const call = (uid: string | undefined, data: unknown) =>
    recountSurveyStats({ auth: uid ? { uid } : undefined, data }, deps);
  assert.deepEqual(await call('staff', { surveyId: 's1' }), { responseCount: 1 });
  await assert.rejects(call(undefined, { surveyId: 's1' }), { code: 'permission-denied' });
  await assert.rejects(call('stranger', { surveyId: 's1' }), { code: 'permission-denied' });
  await assert.rejects(call('staff', { surveyId: '' }), { code: 'invalid-argument' });
  await assert.rejects(call('staff', { surveyId: 'gone' }), { code: 'not-found' });
});
