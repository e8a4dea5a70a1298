import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CorporateRecord } from '../shared/contracts/corporate-registry.js';
import { startFakeRegistry, type FakeRegistry } from './fake-registry-server.js';
import {
  lookupCorporateNumber,
  lookupMessages,
  parseCorporation,
  type LookupDeps,
} from './lookup.js';

const OPEN = '6010001000001';
const CLOSED = '5010401060307';
const UNKNOWN = '1180301018771';
let registry: FakeRegistry;

before(async () => {
  registry = await startFakeRegistry({
    corporations: [
      {
        corporateNumber: OPEN,
        name: '株式会社テスト商事',
        prefectureName: '東京都',
        cityName: '千代田区',
        streetNumber: '丸の内１丁目１－１',
      },
      {
        corporateNumber: CLOSED,
        name: '旧テスト工業株式会社 & Co.',
        prefectureName: '大阪府',
        cityName: '大阪市北区',
        streetNumber: '梅田２丁目',
        closeDate: '2024-03-31',
        closeCause: '11',
      },
    ],
  });
});
after(() => registry.close());

const stored: { table: string; rowId: string; record: CorporateRecord }[] = [];
const deps = (over: Partial<LookupDeps> = {}): LookupDeps => ({
  isEditor: async (uid) => uid === 'member',
  appId: registry.appId,
  baseUrl: registry.url,
  fetch: (input, init) => fetch(input, init),
  store: async (table, rowId, record) => {
    stored.push({ table, rowId, record });
    return rowId !== 'renumbered';
  },
  now: () => 1_000,
  ...over,
});
const call = (data: unknown, over?: Partial<LookupDeps>, uid = 'member') =>
  lookupCorporateNumber({ auth: { uid }, data }, deps(over));

test('a registered number: its 正式名称 and 所在地, asked with the application id', async () => {
  const answer = await call({ corporateNumber: '601-0001-000001' });
  assert.deepEqual(answer, {
    record: {
      corporateNumber: OPEN,
      name: '株式会社テスト商事',
      address: '東京都千代田区丸の内１丁目１－１',
      closeDate: null,
      closeCause: '',
    },
    storedAt: null,
  });
  const asked = registry.requests.at(-1)!;
  assert.equal(asked.pathname, '/4/num');
  assert.equal(asked.searchParams.get('id'), registry.appId);
  assert.equal(asked.searchParams.get('number'), OPEN);
  assert.equal(asked.searchParams.get('type'), '12');
});

test('a closed company says when and why (閉鎖日, 事由); XML entities are read back', async () => {
  const { record } = await call({ corporateNumber: CLOSED });
  assert.equal(record.name, '旧テスト工業株式会社 & Co.');
  assert.equal(record.closeDate, '2024-03-31');
  assert.equal(record.closeCause, '合併による解散等');
});

test('the answer is stored on the named row, unless the row has another number now', async () => {
  const answer = await call({ corporateNumber: OPEN, row: { table: 'sa_list', rowId: 'r1' } });
  assert.equal(answer.storedAt, 1_000);
  assert.deepEqual(stored.at(-1), { table: 'sa_list', rowId: 'r1', record: answer.record });
  await assert.rejects(
    call({ corporateNumber: OPEN, row: { table: 'sa_list', rowId: 'renumbered' } }),
    { code: 'failed-precondition', message: lookupMessages.rowChanged },
  );
  // A table that is not a customer table names no row: nothing is stored.
  const count = stored.length;
  await call({ corporateNumber: OPEN, row: { table: 'members', rowId: 'x' } });
  assert.equal(stored.length, count);
});

test('refusals: not a member, a wrong number, no application id, unknown, busy, down', async () => {
  await assert.rejects(call({ corporateNumber: OPEN }, {}, 'stranger'), {
    code: 'permission-denied',
  });
  await assert.rejects(call({ corporateNumber: '1234567890123' }), {
    code: 'invalid-argument',
    message: lookupMessages.invalidNumber,
  });
  await assert.rejects(call({ corporateNumber: OPEN }, { appId: '' }), {
    code: 'failed-precondition',
    details: { reason: 'corporate-api-not-configured' },
  });
  await assert.rejects(call({ corporateNumber: UNKNOWN }), {
    code: 'not-found',
    message: lookupMessages.notFound,
  });
  registry.status = 429;
  await assert.rejects(call({ corporateNumber: OPEN }), { code: 'resource-exhausted' });
  registry.status = 500;
  await assert.rejects(call({ corporateNumber: OPEN }), { code: 'unavailable' });
  registry.status = null;
  await assert.rejects(call({ corporateNumber: OPEN }, { baseUrl: 'http://127.0.0.1:1' }), {
    code: 'unavailable',
    message: lookupMessages.unreachable,
  });
  await assert.rejects(call({ corporateNumber: OPEN }, { appId: 'wrong-id' }), {
    code: 'unavailable',
  });
});

test('an answer without a corporation is none', () => {
  assert.equal(parseCorporation('<corporations><count>0</count></corporations>'), null);
});
