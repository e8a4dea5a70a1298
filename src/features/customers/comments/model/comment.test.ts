import { describe, expect, test } from 'vitest';
import {
  COMMENT_MAX,
  commentProblem,
  insertMention,
  mentionedUids,
  mentionQuery,
  parseComment,
} from './comment';
import { mergeTimeline, timelineItems } from './timeline';

const MEMBERS = [
  { uid: 'u-sato', name: '佐藤' },
  { uid: 'u-sato-hanako', name: '佐藤花子' },
  { uid: 'u-tanaka', name: '田中' },
];

describe('a comment', () => {
  test('is read defensively; a deleted one keeps no text', () => {
    const at = (value: unknown) => (value instanceof Date ? value : null);
    const when = new Date('2026-11-29T01:00:00Z');
    expect(
      parseComment(
        'c1',
        {
          table: 'sa_list',
          rowId: 'r1',
          body: 'こんにちは',
          authorUid: 'u1',
          mentions: ['u2', 3],
          createdAt: when,
        },
        at,
      ),
    ).toEqual({
      id: 'c1',
      table: 'sa_list',
      rowId: 'r1',
      body: 'こんにちは',
      authorUid: 'u1',
      mentions: ['u2'],
      createdAt: when,
      editedAt: null,
      deleted: false,
    });
    expect(parseComment('c2', { body: '秘密', deleted: true }, at)).toMatchObject({
      body: '',
      deleted: true,
    });
  });

  test('may be posted when it has text, within 5,000 characters and eight mentions', () => {
    expect(commentProblem('　 \n')).toBe('empty');
    expect(commentProblem('あ'.repeat(COMMENT_MAX))).toBeNull();
    expect(commentProblem('あ'.repeat(COMMENT_MAX + 1))).toBe('tooLong');
    expect(
      commentProblem(
        '@みんな',
        Array.from({ length: 9 }, (_, i) => `u${i}`),
      ),
    ).toBe('tooManyMentions');
  });
});

describe('@mentions', () => {
  test('names members once each, in order, the longer name winning', () => {
    expect(mentionedUids('@田中 さん、@佐藤花子 さんと @佐藤 さんへ。@田中', MEMBERS)).toEqual([
      'u-tanaka',
      'u-sato-hanako',
      'u-sato',
    ]);
    expect(mentionedUids('メール sato@example.com のみ', MEMBERS)).toEqual([]);
  });

  test('the @-word at the caret opens the list; an e-mail address does not', () => {
    expect(mentionQuery('確認お願いします @佐', 11)).toEqual({ start: 9, query: '佐' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('a@b', 3)).toBeNull();
    expect(mentionQuery('@佐藤 さん', 6)).toBeNull();
  });

  test('choosing a member replaces the @-word and puts the caret after it', () => {
    expect(insertMention('確認 @佐 です', 3, 5, '佐藤花子')).toEqual({
      body: '確認 @佐藤花子 です',
      caret: 9,
    });
    expect(insertMention('@田', 0, 2, '田中')).toEqual({ body: '@田中 ', caret: 4 });
  });
});

describe('the timeline', () => {
  const at = (iso: string | null) => (iso ? new Date(iso) : null);
  const changes = timelineItems(
    'change',
    [
      { id: 'h1', at: '2026-11-27T00:00:00Z' },
      { id: 'h2', at: '2026-11-29T00:00:00Z' },
    ],
    (h) => at(h.at),
  );
  const comments = timelineItems(
    'comment',
    [
      { id: 'c1', at: '2026-11-28T00:00:00Z' },
      { id: 'c2', at: null },
    ],
    (c) => at(c.at),
  );
  const surveys = timelineItems('survey', [{ id: 'r1', at: '2026-11-28T00:00:00Z' }], (r) =>
    at(r.at),
  );

  test('merges every source newest first; one still being written first of all', () => {
    expect(mergeTimeline([changes, comments, surveys]).map((item) => item.key)).toEqual([
      'comment:c2',
      'change:h2',
      'comment:c1',
      'survey:r1',
      'change:h1',
    ]);
  });

  test('filters by kind: コメント, 変更, アンケート', () => {
    const keys = (filter: Parameters<typeof mergeTimeline>[1]) =>
      mergeTimeline([changes, comments, surveys], filter).map((item) => item.key);
    expect(keys('comment')).toEqual(['comment:c2', 'comment:c1']);
    expect(keys('change')).toEqual(['change:h2', 'change:h1']);
    expect(keys('survey')).toEqual(['survey:r1']);
  });
});
