import { describe, expect, it } from 'vitest';
import { applyCommentNotices, commentEntryId, type CommentNoticesDb } from './comment-notices';

/** The notices' database in memory: follows, members, rows and inboxes. */
function memoryDb(followers: string[] = []) {
  const follows = new Set(followers);
  const inboxes = new Map<string, Map<string, Record<string, unknown>>>();
  const inbox = (uid: string) => {
    const found = inboxes.get(uid) ?? new Map<string, Record<string, unknown>>();
    inboxes.set(uid, found);
    return found;
  };
  const db: CommentNoticesDb = {
    followers: async () => [...follows],
    follow: async (_table, _rowId, uids) => {
      for (const uid of uids) follows.add(uid);
    },
    memberName: async (uid) => ({ me: '佐藤', tanaka: '田中', yamamoto: '山本' })[uid] ?? '',
    clientName: async () => '株式会社テスト',
    createEntry: async (uid, id, data) => {
      if (inbox(uid).has(id)) return false;
      inbox(uid).set(id, data);
      return true;
    },
    updateEntry: async (uid, id, fields) => {
      const entry = inbox(uid).get(id);
      if (entry) inbox(uid).set(id, { ...entry, ...fields });
    },
    deleteEntry: async (uid, id) => {
      inbox(uid).delete(id);
    },
  };
  return { db, follows, inbox };
}

const comment = (over: Record<string, unknown> = {}) => ({
  table: 'sa_list',
  rowId: 'r1',
  body: '@田中 見積もりをお願いします',
  authorUid: 'me',
  mentions: ['tanaka'],
  createdAt: new Date('2026-11-29T01:00:00Z'),
  ...over,
});
const ID = commentEntryId('c1');

describe('applyCommentNotices', () => {
  it('a new comment reaches the mentioned and the followers, never its author', async () => {
    const { db, follows, inbox } = memoryDb(['yamamoto', 'me']);
    const notices = await applyCommentNotices(db, 'c1', null, comment());
    expect(notices.mentioned).toEqual(['tanaka']);
    expect(notices.clientName).toBe('株式会社テスト');
    expect(inbox('tanaka').get(ID)).toMatchObject({
      source: 'comment',
      reason: 'mention',
      table: 'sa_list',
      rowId: 'r1',
      clientName: '株式会社テスト',
      senderName: '佐藤',
      body: '@田中 見積もりをお願いします',
      sendTime: Date.parse('2026-11-29T01:00:00Z') / 1000,
      state: 'unread',
      roomId: 0,
    });
    expect(inbox('yamamoto').get(ID)).toMatchObject({ reason: 'follow' });
    expect(inbox('me').has(ID)).toBe(false);
    // The author and the mentioned now follow the row.
    expect([...follows].sort()).toEqual(['me', 'tanaka', 'yamamoto']);
  });

  it('a redelivered event keeps the copies (and their states) as they are', async () => {
    const { db, inbox } = memoryDb();
    await applyCommentNotices(db, 'c1', null, comment());
    inbox('tanaka').set(ID, { ...inbox('tanaka').get(ID), state: 'done' });
    await applyCommentNotices(db, 'c1', null, comment());
    expect(inbox('tanaka').get(ID)).toMatchObject({ state: 'done' });
  });

  it('an edit delivers to the newly mentioned and refreshes the text of the others', async () => {
    const { db, inbox, follows } = memoryDb();
    await applyCommentNotices(db, 'c1', null, comment());
    const edited = comment({ body: '@田中 @山本 再見積もり', mentions: ['tanaka', 'yamamoto'] });
    const notices = await applyCommentNotices(db, 'c1', comment(), edited);
    expect(notices.mentioned).toEqual(['yamamoto']);
    expect(inbox('yamamoto').get(ID)).toMatchObject({
      reason: 'mention',
      body: '@田中 @山本 再見積もり',
    });
    expect(inbox('tanaka').get(ID)).toMatchObject({ body: '@田中 @山本 再見積もり' });
    expect(follows.has('yamamoto')).toBe(true);
  });

  it('pings each member once per comment: not on redelivery, re-adding, or a follower’s copy', async () => {
    const { db } = memoryDb(['yamamoto']);
    const first = await applyCommentNotices(db, 'c1', null, comment());
    expect(first.mentioned).toEqual(['tanaka']);
    expect((await applyCommentNotices(db, 'c1', null, comment())).mentioned).toEqual([]);
    // The mention taken out, then put back: the copy is still there, so no second ping.
    const without = comment({ body: '見積もりをお願いします', mentions: [] });
    await applyCommentNotices(db, 'c1', comment(), without);
    expect((await applyCommentNotices(db, 'c1', without, comment())).mentioned).toEqual([]);
    // A follower who already has the comment (as a follow) is not pinged when mentioned later.
    const withFollower = comment({ mentions: ['tanaka', 'yamamoto'] });
    expect((await applyCommentNotices(db, 'c1', comment(), withFollower)).mentioned).toEqual([]);
  });

  it('a deletion takes the copies out of the inboxes; after it nothing happens', async () => {
    const { db, inbox } = memoryDb(['yamamoto']);
    await applyCommentNotices(db, 'c1', null, comment());
    const deleted = comment({ deleted: true, body: '', mentions: [] });
    expect((await applyCommentNotices(db, 'c1', comment(), deleted)).mentioned).toEqual([]);
    expect(inbox('tanaka').has(ID)).toBe(false);
    expect(inbox('yamamoto').has(ID)).toBe(false);
    await applyCommentNotices(db, 'c1', deleted, deleted);
    expect(inbox('tanaka').has(ID)).toBe(false);
  });

  it('ignores what is not a comment of SA or OB', async () => {
    const { db, inbox } = memoryDb(['yamamoto']);
    await applyCommentNotices(db, 'c1', null, comment({ table: 'members' }));
    await applyCommentNotices(db, 'c1', null, null);
    expect(inbox('yamamoto').size).toBe(0);
  });
});
