import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Timestamp } from 'firebase-admin/firestore';
import type { HistoryRecord } from './record-history.js';
import { recordHistory, type CustomerWriteEvent, type HistoryDb } from './record-history.js';

function fakeDb(members: Record<string, string>) {
  const written = new Map<string, HistoryRecord>();
  const db: HistoryDb = {
    memberName: async (uid) => members[uid] ?? null,
    write: async (id, entry) => {
      written.set(id, entry);
    },
  };
  return { db, written };
}

const event = (over: Partial<CustomerWriteEvent>): CustomerWriteEvent => ({
  id: 'event-1',
  table: 'sa_list',
  rowId: 'r1',
  before: { clientName: 'A社', progress: '商談中' },
  after: { clientName: 'A社', progress: '受注' },
  authId: 'u1',
  time: '2026-11-24T06:30:00.000Z',
  ...over,
});

test("a member's write is stored under the event's id, with their name, the change and the time", async () => {
  const { db, written } = fakeDb({ u1: '山田' });
  await recordHistory(db, event({}));
  assert.deepEqual([...written.keys()], ['event-1']);
  const entry = written.get('event-1')!;
  assert.deepEqual(entry.by, { uid: 'u1', name: '山田' });
  assert.deepEqual(entry.changes, [{ field: 'progress', before: '商談中', after: '受注' }]);
  assert.equal(entry.at.toISOString(), '2026-11-24T06:30:00.000Z');
  assert.equal(entry.expireAt.toISOString(), '2027-12-29T06:30:00.000Z');
});

test('a second delivery of the same event overwrites its entry instead of adding one', async () => {
  const { db, written } = fakeDb({ u1: '山田' });
  await recordHistory(db, event({}));
  await recordHistory(db, event({}));
  assert.equal(written.size, 1);
});

test('a writer who is not a member (a script, a service account) is recorded as the system', async () => {
  const { db, written } = fakeDb({});
  await recordHistory(db, event({ authId: 'import-script@project.iam.gserviceaccount.com' }));
  await recordHistory(db, event({ id: 'event-2', authId: undefined }));
  assert.equal(written.get('event-1')?.by, null);
  assert.equal(written.get('event-2')?.by, null);
});

test("where the event names no member (the emulator's fake principal), the row's writer stamp of this write does", async () => {
  const { db, written } = fakeDb({ u1: '山田', u2: '佐藤' });
  const fake = 'fake-auth-id@gmail.com';
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));
  const earlier = { editedBy: 'u2', editedAt: at('2026-11-24T06:00:00Z') };
  // A client write moved the stamp: its writer is the author; the stamp itself is no change.
  await recordHistory(
    db,
    event({
      authId: fake,
      before: { clientName: 'A社', progress: '商談中', ...earlier },
      after: {
        clientName: 'A社',
        progress: '受注',
        editedBy: 'u1',
        editedAt: at('2026-11-24T06:30:00Z'),
      },
    }),
  );
  assert.deepEqual(written.get('event-1')?.by, { uid: 'u1', name: '山田' });
  assert.deepEqual(written.get('event-1')?.changes, [
    { field: 'progress', before: '商談中', after: '受注' },
  ]);
  // A server write that left the stamp as it was names nobody, not the last client writer.
  await recordHistory(
    db,
    event({
      id: 'event-2',
      authId: fake,
      before: { clientName: 'A社', progress: '商談中', ...earlier },
      after: { clientName: 'A社', progress: '受注', ...earlier },
    }),
  );
  assert.equal(written.get('event-2')?.by, null);
  // A delete carries no stamp; a stamp naming a non-member names nobody.
  await recordHistory(db, event({ id: 'event-3', authId: fake, after: null }));
  assert.equal(written.get('event-3')?.by, null);
  await recordHistory(
    db,
    event({
      id: 'event-4',
      authId: undefined,
      after: {
        clientName: 'A社',
        progress: '受注',
        editedBy: 'gone',
        editedAt: at('2026-11-24T07:00:00Z'),
      },
    }),
  );
  assert.equal(written.get('event-4')?.by, null);
});

test('the auth context wins over the stamp when it names a member', async () => {
  const { db, written } = fakeDb({ u1: '山田', u2: '佐藤' });
  await recordHistory(
    db,
    event({
      authId: 'u1',
      after: { clientName: 'A社', progress: '受注', editedBy: 'u2', editedAt: Timestamp.now() },
    }),
  );
  assert.deepEqual(written.get('event-1')?.by, { uid: 'u1', name: '山田' });
});

test('adds and deletes are entries; a re-save of the same value, or of a Timestamp date as text, is none', async () => {
  const { db, written } = fakeDb({ u1: '山田' });
  await recordHistory(db, event({ id: 'add', before: null }));
  await recordHistory(db, event({ id: 'delete', after: null }));
  const due = Timestamp.fromDate(new Date('2026-01-05T00:00:00+09:00'));
  await recordHistory(
    db,
    event({
      id: 'same',
      before: { clientName: 'A社', due },
      after: { clientName: 'A社', due: '2026-01-05' },
    }),
  );
  assert.equal(written.get('add')?.kind, 'create');
  assert.equal(written.get('delete')?.kind, 'delete');
  assert.equal(written.get('delete')?.clientName, 'A社');
  assert.equal(written.has('same'), false);
});

test('the survey is the author only of a write no member made; the auth context is kept raw', async () => {
  const { db, written } = fakeDb({ u1: '山田' });
  const landed = { clientName: 'A社', lastSurveyResponse: { responseId: 'r9', surveyId: 's1' } };
  // The server's landing (a service account): the survey.
  await recordHistory(
    db,
    event({
      authId: 'project@appspot.gserviceaccount.com',
      authType: 'service_account',
      before: { clientName: 'A社' },
      after: { ...landed, lastContactDate: '2026-11-24' },
    }),
  );
  assert.equal(written.get('event-1')?.by?.name, 'アンケート回答');
  assert.deepEqual(written.get('event-1')?.auth, {
    type: 'service_account',
    id: 'project@appspot.gserviceaccount.com',
  });
  // A member's write that also changes the marker stays the member's.
  await recordHistory(
    db,
    event({
      id: 'event-2',
      authId: 'u1',
      before: { clientName: 'A社' },
      after: { ...landed, lastContactDate: '2026-11-25' },
    }),
  );
  assert.deepEqual(written.get('event-2')?.by, { uid: 'u1', name: '山田' });
  assert.deepEqual(written.get('event-2')?.auth, { type: null, id: 'u1' });
});

/** A database whose writes fail with the gRPC `codes` in turn (then succeed), recording the rest. */
function failingDb(...codes: number[]) {
  const written: HistoryRecord[] = [];
  let calls = 0;
  const db: HistoryDb = {
    memberName: async () => '山田',
    write: async (_id, entry) => {
      const code = codes[calls];
      calls += 1;
      if (code !== undefined) throw Object.assign(new Error(`code ${code}`), { code });
      written.push(entry);
    },
  };
  return { db, written, calls: () => calls };
}

test('an entry Firestore refuses for good is stored with its values omitted, without a retry', async () => {
  const { db, written, calls } = failingDb(3);
  const stored = await recordHistory(db, event({}));
  assert.equal(calls(), 2);
  const change = written[0]!.changes[0]!;
  assert.equal(change.field, 'progress');
  assert.deepEqual(
    { ...(change.before as object), hash: '' },
    { omitted: true, length: 3, hash: '', head: '商談中' },
  );
  assert.match((change.after as { hash: string }).hash, /^fnv1a32:[0-9a-f]{8}$/);
  assert.equal(stored, written[0]);
});

test('a passing failure (unavailable) is thrown, so the event is delivered again', async () => {
  await assert.rejects(recordHistory(failingDb(14).db, event({})), /code 14/);
});

test('an entry refused even when slim is given up with a log, not retried forever', async () => {
  const { db, calls } = failingDb(3, 3);
  const logged = console.error;
  console.error = () => {};
  try {
    assert.equal(await recordHistory(db, event({})), null);
    assert.equal(calls(), 2);
  } finally {
    console.error = logged;
  }
});
