import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tokyoDay } from '../shared/tokyo-time.js';
import { memoryQuotaDb, quotaDocPath, takeDailyQuota } from './daily-quota.js';

test('the day is the calendar day in Japan', () => {
  assert.equal(tokyoDay(new Date('2026-11-24T14:59:59Z')), '2026-11-24');
  assert.equal(tokyoDay(new Date('2026-11-24T15:00:00Z')), '2026-11-25');
  assert.equal(
    quotaDocPath('u1', new Date('2026-11-24T15:00:00Z')),
    'aiSummaryUsage/u1_2026-11-25',
  );
});

test('a member gets `limit` summaries a day, then none until the next JST day', async () => {
  const db = memoryQuotaDb();
  const morning = new Date('2026-11-24T00:00:00Z');
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await takeDailyQuota(db, 'u1', morning, 3));
  assert.deepEqual(results, [true, true, true, false]);
  assert.equal(db.docs.get('aiSummaryUsage/u1_2026-11-24')?.count, 3);
  // Another member has their own allowance; the next day starts again.
  assert.equal(await takeDailyQuota(db, 'u2', morning, 3), true);
  assert.equal(await takeDailyQuota(db, 'u1', new Date('2026-11-24T15:00:00Z'), 3), true);
});

test('calls at the same time cannot both take the last one', async () => {
  const db = memoryQuotaDb();
  const now = new Date('2026-11-24T00:00:00Z');
  const results = await Promise.all(
    Array.from({ length: 5 }, () => takeDailyQuota(db, 'u1', now, 2)),
  );
  assert.deepEqual(results.filter(Boolean).length, 2);
  assert.equal(db.docs.get(quotaDocPath('u1', now))?.count, 2);
});

test('the counter carries an expiry a week after its day, for a TTL policy', async () => {
  const db = memoryQuotaDb();
  const now = new Date('2026-11-24T00:00:00Z');
  await takeDailyQuota(db, 'u1', now, 1);
  const doc = db.docs.get(quotaDocPath('u1', now))!;
  assert.deepEqual(doc.expireAt, new Date('2026-12-01T00:00:00Z'));
  assert.equal(doc.uid, 'u1');
});
