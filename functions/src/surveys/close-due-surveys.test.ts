import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Timestamp } from 'firebase-admin/firestore';
import { closeDueSurveys, type ClosingDb } from './close-due-surveys.js';

test('closes published surveys past their time, at that time, and nothing else', async () => {
  const now = new Date('2026-12-01T09:05:00Z');
  const due = new Date('2026-12-01T09:00:00Z');
  const surveys: Record<string, Record<string, unknown>> = {
    due: { status: 'published', closesAt: Timestamp.fromDate(due) },
    later: { status: 'published', closesAt: Timestamp.fromDate(new Date('2026-12-02')) },
    draft: { status: 'draft', closesAt: Timestamp.fromDate(due) },
    none: { status: 'published' },
  };
  const db: ClosingDb = {
    // As the query would: published with closesAt <= now (the fake also returns the others, to
    // show the pure check holds on its own).
    due: async () => Object.entries(surveys).map(([id, data]) => ({ id, data })),
    close: async (id, update) => {
      surveys[id] = { ...surveys[id], ...update };
    },
  };
  assert.deepEqual(await closeDueSurveys(db, now), ['due']);
  assert.equal(surveys.due!.status, 'closed');
  assert.deepEqual(surveys.due!.closedAt, due);
  assert.equal(surveys.later!.status, 'published');
  assert.equal(surveys.draft!.status, 'draft');
  // Run again: nothing left to close.
  assert.deepEqual(await closeDueSurveys(db, now), []);
});
