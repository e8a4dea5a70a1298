import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { LinkedText } from '@/components/ui/linked-text';
import type { CustomerComment, MentionableMember } from '../model/comment';
import { commentStrings as s } from '../../strings';
import { CommentBox } from './comment-box';

export interface CommentItemProps {
  comment: CustomerComment;
  /** The members (names of authors, the @ list of an edit). */
  members: readonly MentionableMember[];
  /** The signed-in member: only their own comments offer 編集 and 削除. */
  me: string;
  onEdit: (id: string, body: string, mentions: string[]) => Promise<void>;
  onRemove: (id: string) => Promise<void>;
}

/**
 * One comment, as a list item: the author's name from the members list, the time in Tokyo,
 * 編集済み once edited, and for the author 編集 (in place, with the comment box) and 削除 (asked
 * first; the comment then says コメントは削除されました). Links are http(s) only, opened in a new tab
 * without a referrer; nothing in a comment is ever HTML.
 */
export function CommentItem({ comment, members, me, onEdit, onRemove }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const author = members.find((member) => member.uid === comment.authorUid)?.name;
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
        <span className="font-medium text-slate-800">{author ?? s.unknownAuthor}</span>
        <time dateTime={comment.createdAt?.toISOString()}>
          {formatDateTime(comment.createdAt, '')}
        </time>
        {comment.editedAt && !comment.deleted ? <span>{s.edited}</span> : null}
      </p>
      {comment.deleted ? (
        <p className="mt-1 text-sm text-slate-500 italic">{s.removed}</p>
      ) : editing ? (
        <div className="mt-2">
          <CommentBox
            members={members}
            initial={comment.body}
            onCancel={() => setEditing(false)}
            onSubmit={async (body, mentions) => {
              await onEdit(comment.id, body, mentions);
              setEditing(false);
            }}
          />
        </div>
      ) : (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
          <LinkedText text={comment.body} />
        </p>
      )}
      {comment.authorUid === me && !comment.deleted && !editing ? (
        <div className="mt-2 flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {s.edit}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
            {s.remove}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing}
        title={s.removeConfirmTitle}
        message={s.removeConfirmMessage}
        confirmLabel={s.remove}
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          void onRemove(comment.id);
        }}
      />
    </li>
  );
}
