import { expect, test } from 'vitest';
import { freshLocalBackend, steppingClock } from '@/lib/backend/local/fresh-test-backend';
import type { CustomerComment } from '../model/comment';
import { deleteComment, editComment, postComment, subscribeComments } from './comments';

test("a row's comments: posted, edited, deleted, read live and newest first", async () => {
  // Every write a second later than the one before: "newest first" without waiting.
  await freshLocalBackend('customer-comments', { now: steppingClock() });
  let seen: CustomerComment[] = [];
  const stop = subscribeComments(
    'sa_list',
    'r1',
    (comments) => (seen = comments),
    (error) => {
      throw error;
    },
  );
  const first = await postComment('sa_list', 'r1', 'u1', '見積もりを送りました', []);
  const second = await postComment('sa_list', 'r1', 'u2', '@佐藤 確認お願いします', ['u1']);
  await postComment('ob_list', 'r1', 'u1', '別の表の同じ id', []);
  await editComment(first, '見積もりを再送しました', []);
  await deleteComment(second);

  await expect
    .poll(() => seen.map((comment) => [comment.id, comment.deleted]))
    .toEqual([
      [second, true],
      [first, false],
    ]);
  expect(seen[0]).toMatchObject({ deleted: true, body: '', mentions: [] });
  expect(seen[1]).toMatchObject({ body: '見積もりを再送しました', authorUid: 'u1' });
  expect(seen[1]!.editedAt).toBeInstanceOf(Date);
  stop();
});
