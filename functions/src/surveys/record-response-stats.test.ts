import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordResponseStats, type StatsDb, type Tx } from './record-response-stats.js';

/** An in-memory stand-in for the Admin SDK: transactions apply their writes at commit. */
function fakeDb(docs: Map<string, Record<string, unknown>>) {
  const INCREMENT = Symbol('increment');
  const NOW = new Date('2026-11-22T00:00:00Z');
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
  const queries = new Map<object, { collection: string; field: string; value: string }>();
  const db: StatsDb = {
    doc: (path) => ({ id: path }),
    where(collection, field, value) {
      const query = { kind: 'query' as const };
      queries.set(query, { collection, field, value });
      return query;
    },
    async runTransaction(work) {
      const writes: (() => void)[] = [];
      const tx: Tx = {
        get: async (ref) => ({ exists: docs.has(ref.id), data: () => docs.get(ref.id) }),
        getQuery: async (query) => {
          const { collection, field, value } = queries.get(query)!;
          return {
            docs: [...docs]
              .filter(([path, data]) => path.startsWith(`${collection}/`) && data[field] === value)
              .map(([path, data]) => ({ ref: { id: path }, data: () => data })),
          };
        },
        set: (ref, data) => writes.push(() => docs.set(ref.id, apply(undefined, data))),
        update: (ref, data) => writes.push(() => docs.set(ref.id, apply(docs.get(ref.id), data))),
      };
      const result = await work(tx);
      for (const write of writes) write();
      return result;
    },
  };
  const values = { serverTimestamp: () => NOW, increment: (n: number) => ({ [INCREMENT]: n }) };
  return { db, values };
}

test('a new response updates the statistics and the count once, even when delivered twice', async () => {
  const docs = new Map<string, Record<string, unknown>>([
    ['surveys/s1', { fields: [{ id: 'plan', type: 'radio' }], responseCount: 5 }],
    ['responses/r1', { surveyId: 's1', answers: { plan: 'A' } }],
  ]);
  const { db, values } = fakeDb(docs);

  assert.equal(await recordResponseStats(db, values, 'r1'), true);
  assert.equal(await recordResponseStats(db, values, 'r1'), false); // the retry

  assert.equal(docs.get('surveys/s1')?.responseCount, 6);
  const stats = docs.get('surveyStats/s1') as {
    responseCount: number;
    surveyId: string;
    fields: { plan: { counts: object } };
  };
  assert.equal(stats.responseCount, 1);
  assert.equal(stats.surveyId, 's1');
  assert.deepEqual(stats.fields.plan.counts, { A: 1 });
  assert.ok(docs.get('responses/r1')?.statsCountedAt instanceof Date);
});

test('a response for a survey that does not exist changes nothing', async () => {
  const docs = new Map<string, Record<string, unknown>>([
    ['responses/r2', { surveyId: 'gone', answers: { plan: 'A' } }],
  ]);
  const { db, values } = fakeDb(docs);
  assert.equal(await recordResponseStats(db, values, 'r2'), false);
  assert.deepEqual([...docs.keys()], ['responses/r2']);
});

test('a survey without statistics is recounted once from every stored response, legacy ones too', async () => {
  const docs = new Map<string, Record<string, unknown>>([
    ['surveys/s1', { fields: [{ id: 'plan', type: 'radio' }], responseCount: 2 }],
    ['surveyResponses/old', { surveyId: 's1', responses: [{ fieldId: 'plan', value: 'A' }] }],
    ['responses/before', { surveyId: 's1', answers: { plan: 'B' } }],
    ['responses/other-survey', { surveyId: 's2', answers: { plan: 'Z' } }],
    ['responses/new', { surveyId: 's1', answers: { plan: 'B' } }],
  ]);
  const { db, values } = fakeDb(docs);

  assert.equal(await recordResponseStats(db, values, 'new'), true);
  const stats = docs.get('surveyStats/s1') as {
    responseCount: number;
    fields: { plan: { counts: object } };
  };
  assert.equal(stats.responseCount, 3);
  assert.deepEqual(stats.fields.plan.counts, { A: 1, B: 2 });
  // The recount marked the earlier response, so its own late trigger adds nothing.
  assert.equal(await recordResponseStats(db, values, 'before'), false);
  assert.equal(docs.get('surveys/s1')?.responseCount, 3);
});
