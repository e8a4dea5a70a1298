import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_CHATWORK_TEXT } from '@/contracts/chatwork-actions';
import { Button } from '@/components/ui/button';
import { FormField, TextArea, TextInput } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { commonStrings } from '@/components/ui/strings';
import { notify } from '@/components/ui/toast';
import { errorReason } from '@/lib/error-reason';
import { makeChatworkTask, replyInChatwork } from '../data/chatwork-actions';
import type { StoredMention } from '../model/stored-mention';
import { stripChatworkMarkup } from '../model/strip-markup';
import { defaultTaskDay, taskLimitOf } from '../model/task-due';
import { mentionsMessages as m, mentionsStrings as s } from '../strings';

/**
 * The shell both dialogs share: the mention quoted, the fields, the failure in place (the text
 * typed stays), and a submit button that says what it does. The texts are textareas, where Enter
 * (and so an IME's confirming Enter) adds a line and never submits.
 */
function MentionActionDialog({
  title,
  hint,
  mention,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  hint: string;
  mention: StoredMention;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      description={hint}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <blockquote className="max-h-32 overflow-y-auto rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-700">
          <span className="font-semibold">{mention.mention.message.account.name}</span>
          {'\n'}
          {stripChatworkMarkup(mention.mention.message.body)}
        </blockquote>
        {children}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {commonStrings.cancel}
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Runs one Chatwork action for a dialog: pending, the failure's text, success closes. */
function useDialogAction(onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, failed: (reason: string) => string) => {
    setPending(true);
    setError(null);
    try {
      await action();
      onDone();
    } catch (caught) {
      const message = failed(errorReason(caught) || m.unknownReason);
      setError(message);
      notify.error(message);
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
}

/** 返信: writes the reply here and posts it as the member, with the reply tag to the sender. */
export function ReplyDialog({
  mention,
  onReplied,
  onClose,
}: {
  mention: StoredMention;
  onReplied: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const action = useDialogAction(() => {
    notify.success(s.replied);
    onReplied();
    onClose();
  });
  return (
    <MentionActionDialog
      title={s.replyTitle}
      hint={s.replyHint}
      mention={mention}
      submitLabel={s.replySubmit}
      pendingLabel={s.replying}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onSubmit={() =>
        text.trim()
          ? void action.run(() => replyInChatwork(mention, text), s.replyFailed)
          : action.setError(s.textRequired)
      }
    >
      <FormField id={id} label={s.replyLabel}>
        <TextArea
          id={id}
          rows={5}
          maxLength={MAX_CHATWORK_TEXT}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-autofocus
        />
      </FormField>
    </MentionActionDialog>
  );
}

/** タスクにする: a task for the member in the mention's room, due the day they choose. */
export function TaskDialog({
  mention,
  now,
  onMade,
  onClose,
}: {
  mention: StoredMention;
  now: Date;
  onMade: () => void;
  onClose: () => void;
}) {
  const textId = useId();
  const dueId = useId();
  const [text, setText] = useState(() => stripChatworkMarkup(mention.mention.message.body).trim());
  const [due, setDue] = useState(() => defaultTaskDay(now));
  const action = useDialogAction(() => {
    notify.success(s.taskMade);
    onMade();
    onClose();
  });
  const submit = () => {
    const limit = taskLimitOf(due);
    if (!text.trim()) return action.setError(s.textRequired);
    if (limit === null) return action.setError(s.taskDueInvalid);
    void action.run(
      () => makeChatworkTask(mention.mention.room.room_id, text, limit),
      s.taskFailed,
    );
  };
  return (
    <MentionActionDialog
      title={s.taskTitle}
      hint={s.taskHint}
      mention={mention}
      submitLabel={s.taskSubmit}
      pendingLabel={s.taskMaking}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormField id={textId} label={s.taskText}>
        <TextArea
          id={textId}
          rows={4}
          maxLength={MAX_CHATWORK_TEXT}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <FormField id={dueId} label={s.taskDue}>
        <TextInput
          id={dueId}
          type="date"
          className="w-48"
          value={due}
          onChange={(event) => setDue(event.target.value)}
        />
      </FormField>
    </MentionActionDialog>
  );
}
