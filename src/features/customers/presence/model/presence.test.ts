import { describe, expect, test } from 'vitest';
import {
  EXPIRE_MS,
  editorOfCell,
  initialOf,
  marksByRow,
  memberNamesOf,
  namedByMembers,
  parsePresence,
  PresenceTracker,
  STALE_MS,
  type PresenceDoc,
} from './presence';

const T0 = 1_800_000_000_000;

const doc = (sessionId: string, over: Partial<PresenceDoc> = {}): PresenceDoc => ({
  sessionId,
  uid: sessionId.split('_')[0]!,
  name: '山田',
  table: 'sa_list',
  rowIds: ['r1'],
  columnId: 'progress',
  sentAt: T0,
  ...over,
});

describe('PresenceTracker', () => {
  test("another tab's presence is live until EXPIRE_MS after its last beat arrived", () => {
    const tracker = new PresenceTracker('me_1');
    tracker.update([doc('u2_a')], T0);
    expect(tracker.live(T0 + EXPIRE_MS - 1).map((d) => d.sessionId)).toEqual(['u2_a']);
    expect(tracker.live(T0 + EXPIRE_MS)).toEqual([]);
  });

  test('a new beat keeps it live; a redelivery of the same beat does not', () => {
    const tracker = new PresenceTracker('me_1');
    tracker.update([doc('u2_a')], T0);
    tracker.update([doc('u2_a')], T0 + 5_000); // the same document again (another change)
    expect(tracker.live(T0 + EXPIRE_MS)).toEqual([]);
    tracker.update([doc('u2_a', { sentAt: T0 + 4_000 })], T0 + 4_000);
    expect(tracker.live(T0 + 4_000 + EXPIRE_MS - 1)).toHaveLength(1);
  });

  test("the writer's clock may be off by seconds: arrival counts, not sentAt", () => {
    const tracker = new PresenceTracker('me_1');
    // The other PC's clock is 30 s behind ours.
    tracker.update([doc('u2_a', { sentAt: T0 - 30_000 })], T0);
    expect(tracker.live(T0 + 1_000)).toHaveLength(1);
  });

  test('a leftover older than STALE_MS (a tab closed long ago) is never shown', () => {
    const tracker = new PresenceTracker('me_1');
    tracker.update([doc('u2_a', { sentAt: T0 - STALE_MS })], T0);
    expect(tracker.live(T0)).toEqual([]);
    expect(tracker.nextExpiry(T0)).toBeNull();
  });

  test('own tab, deleted documents and documents naming no row are not live', () => {
    const tracker = new PresenceTracker('me_1');
    tracker.update([doc('me_1'), doc('u2_a'), doc('u3_b', { rowIds: [] })], T0);
    expect(tracker.live(T0).map((d) => d.sessionId)).toEqual(['u2_a']);
    tracker.update([], T0 + 100); // u2 stopped editing: its document was deleted
    expect(tracker.live(T0 + 100)).toEqual([]);
  });

  test('nextExpiry says when to look again', () => {
    const tracker = new PresenceTracker('me_1');
    expect(tracker.nextExpiry(T0)).toBeNull();
    tracker.update([doc('u2_a')], T0);
    tracker.update([doc('u2_a'), doc('u3_b')], T0 + 2_000);
    expect(tracker.nextExpiry(T0 + 1_000)).toBe(EXPIRE_MS - 1_000);
  });
});

describe('names from the members list', () => {
  test("a mark shows the member's name by uid, never the text the document carries", () => {
    const names = memberNamesOf([
      { id: 'u2', data: { uid: 'u2', name: '山田 太郎' } },
      { id: 'legacy-key', data: { uid: 'u3', name: '佐藤' } },
    ]);
    const shown = namedByMembers(
      [doc('u2_a', { name: '社長（偽）' }), doc('u3_b', { name: '' })],
      names,
    );
    expect(shown.map((d) => `${d.uid}:${d.name}`)).toEqual(['u2:山田 太郎', 'u3:佐藤']);
  });

  test('a document of someone who is no member (deleted meanwhile) shows no mark', () => {
    expect(namedByMembers([doc('gone_a')], memberNamesOf([]))).toEqual([]);
  });
});

describe('marks', () => {
  test('each row lists who edits it, with the initial and the cell', () => {
    const marks = marksByRow([
      doc('u2_a', { name: '山田', rowIds: ['r1', 'r2'], columnId: null }),
      doc('u3_b', { name: '佐藤', rowIds: ['r1'], columnId: 'memo' }),
    ]);
    expect(marks.get('r1')?.map((m) => `${m.initial}:${m.name}:${String(m.columnId)}`)).toEqual([
      '山:山田:null',
      '佐:佐藤:memo',
    ]);
    expect(marks.get('r2')).toHaveLength(1);
    expect(editorOfCell(marks, 'r1', 'memo')?.name).toBe('佐藤');
    // A paste over the row is not an open editor of that cell.
    expect(editorOfCell(marks, 'r2', 'memo')).toBeNull();
    expect(editorOfCell(marks, 'r3', 'memo')).toBeNull();
  });

  test('the initial is the first character, even outside the BMP; an empty name gives ?', () => {
    expect(initialOf(' 山田 ')).toBe('山');
    expect(initialOf('𠮷野')).toBe('𠮷');
    expect(initialOf('')).toBe('?');
  });

  test('a stored document is read defensively', () => {
    expect(
      parsePresence('u_1', { uid: 'u', table: 'sa_list', sentAt: 1, rowIds: ['a', 3] }),
    ).toEqual({
      sessionId: 'u_1',
      uid: 'u',
      name: '',
      table: 'sa_list',
      rowIds: ['a'],
      columnId: null,
      sentAt: 1,
    });
    expect(parsePresence('x', { uid: 'u', table: 'sa_list' })).toBeNull();
  });
});
