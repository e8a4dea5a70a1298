import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Timestamp } from 'firebase-admin/firestore';
import { landOnCustomer, type LandingDb } from '../shared/answer-landing.js';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';

function fakeDb(rows: Record<string, Record<string, unknown>>) {
  const links: Record<string, Record<string, unknown>> = {
    [TOKEN]: { surveyId: 's1', table: 'ob_list', rowId: 'o1', clientName: 'OB社' },
  };
  const db: LandingDb & { firstAnswers: Record<string, unknown> } = {
    firstAnswers: {},
    link: async (token) => links[token] ?? null,
    recordFirstAnswer: async (token, data) => {
      db.firstAnswers[token] ??= data;
    },
    updateRow: async (path, update) => {
      const row = rows[path];
      if (!row) return 'missing';
      const fields = update(row);
      if (!fields) return 'unchanged';
      rows[path] = { ...row, ...fields };
      return 'updated';
    },
  };
  return db;
}

const response = (over: Record<string, unknown> = {}) => ({
  surveyId: 's1',
  answers: {},
  submittedAt: Timestamp.fromDate(new Date('2026-11-24T14:30:00Z')),
  customerToken: TOKEN,
  ...over,
});

test("a linked response sets the OB row's survey date and empty planned delivery, once", async () => {
  const rows = { 'ob_list/o1': { clientName: 'OB社', plannedDeliveryDate: '' } };
  const db = fakeDb(rows);
  assert.equal(await landOnCustomer(db, 'r1', response()), 'updated');
  assert.deepEqual(rows['ob_list/o1'], {
    clientName: 'OB社',
    surveyResponseDate: '2026-11-24',
    plannedDeliveryDate: '2026-12-15',
    lastSurveyResponse: { surveyId: 's1', responseId: 'r1' },
  });
  // Delivered again (the trigger retries): nothing more.
  assert.equal(await landOnCustomer(db, 'r1', response()), 'unchanged');
});

test("the link's first response is recorded and never replaced by a later one", async () => {
  const db = fakeDb({ 'ob_list/o1': { clientName: 'OB社' } });
  await landOnCustomer(db, 'r1', response());
  await landOnCustomer(db, 'r2', response());
  assert.deepEqual(db.firstAnswers, { [TOKEN]: { surveyId: 's1', responseId: 'r1' } });
});

test('unknown, forged or foreign tokens never touch a row', async () => {
  const rows = { 'ob_list/o1': { clientName: 'OB社' } };
  const db = fakeDb(rows);
  assert.equal(
    await landOnCustomer(db, 'r1', response({ customerToken: 'ZZZZZZZZZZZZZZZZZZZZ' })),
    'no-link',
  );
  assert.equal(await landOnCustomer(db, 'r1', response({ customerToken: '<script>' })), 'no-link');
  assert.equal(await landOnCustomer(db, 'r1', response({ surveyId: 's2' })), 'no-link');
  assert.equal(await landOnCustomer(db, 'r1', response({ customerToken: undefined })), 'no-link');
  assert.deepEqual(rows['ob_list/o1'], { clientName: 'OB社' });
  assert.deepEqual(db.firstAnswers, {});
});

test('a deleted customer is reported, not recreated', async () => {
  assert.equal(await landOnCustomer(fakeDb({}), 'r1', response()), 'missing');
});
