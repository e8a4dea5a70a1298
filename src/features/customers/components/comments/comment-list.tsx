import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { LinkedText } from '@/components/ui/linked-text';
import type { CustomerComment, MentionableMember } from '../../model/comments/comment';
import { commentStrings as s } from '../../strings';
import { CommentBox } from './comment-box';

interface Props {
  comments: readonly CustomerComment[];
  /** The members (names of authors, the @ list of an edit). */
  members: readonly MentionableMember[];
  /** The signed-in member: only their own comments offer 編集 and 削除. */
  me: string;
  onEdit: (id: string, body: string, mentions: string[]) => Promise<void>;
  onRemove: (id: string) => Promise<void>;
}

/**
 * A customer's comments as the page lists them: the author's name from the members list, the
 * time in Tokyo, 編集済み once edited, and for the author 編集 (in place, with the comment box) and
 * 削除 (asked first; the comment then says コメントは削除されました). Links are http(s) only, opened
 * in a new tab without a referrer; nothing in a comment is ever HTML.
 */
export function CommentList({ comments, members, me, onEdit, onRemove }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const nameOf = (uid: string) =>
    members.find((member) => member.uid === uid)?.name ?? s.unknownAuthor;
  return (
    <>
      <ol aria-label={s.list} className="space-y-3">
        {comments.map((comment) => (
          <li key={comment.id} className="rounded-md border border-slate-200 bg-white p-3">
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
              <span className="font-medium text-slate-800">{nameOf(comment.authorUid)}</span>
              <time dateTime={comment.createdAt?.toISOString()}>
                {formatDateTime(comment.createdAt, '')}
              </time>
              {comment.editedAt && !comment.deleted ? <span>{s.edited}</span> : null}
            </p>
            {comment.deleted ? (
              <p className="mt-1 text-sm text-slate-500 italic">{s.removed}</p>
            ) : editing === comment.id ? (
              <div className="mt-2">
                <CommentBox
                  members={members}
                  initial={comment.body}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (body, mentions) => {
                    await onEdit(comment.id, body, mentions);
                    setEditing(null);
                  }}
                />
              </div>
            ) : (
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
                <LinkedText text={comment.body} />
              </p>
            )}
            {comment.authorUid === me && !comment.deleted && editing !== comment.id ? (
              <div className="mt-2 flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => setEditing(comment.id)}>
                  {s.edit}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRemoving(comment.id)}>
                  {s.remove}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        title={s.removeConfirmTitle}
        message={s.removeConfirmMessage}
        confirmLabel={s.remove}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const id = removing;
          setRemoving(null);
          if (id) void onRemove(id);
        }}
      />
    </>
  );
}
