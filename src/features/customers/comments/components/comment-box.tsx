import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { fieldClass } from '@/components/ui/form-controls';
import { cn } from '@/components/ui/cn';
import { isImeKeyEvent } from '@/components/grid/ime';
import { formatNumber } from '@/lib/format-number';
import {
  COMMENT_MAX,
  COMMENT_MENTIONS_MAX,
  commentProblem,
  insertMention,
  mentionedUids,
  mentionQuery,
  type MentionableMember,
} from '../model/comment';
import { commentStrings as s } from '../../strings';

/** The member list shows this many names at most (typing narrows it). */
const LIST_MAX = 8;

interface Props {
  members: readonly MentionableMember[];
  /** Posts (or saves) the text and the members it names; the box empties once it resolves. */
  onSubmit: (body: string, mentions: string[]) => Promise<void>;
  /** An edit: the comment's text, 「保存」 and 「キャンセル」 instead of 「投稿」. */
  initial?: string;
  onCancel?: () => void;
}

/**
 * The comment box: a text area labelled コメント whose 「@」 opens a list of members (role
 * listbox, filtered as one types; arrows and Enter or a click choose, Escape closes), posted by
 * its button or Ctrl+Enter. A key that confirms an IME conversion never posts or chooses.
 */
export function CommentBox({ members, onSubmit, initial = '', onCancel }: Props) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [body, setBody] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const [sending, setSending] = useState(false);
  // Where to put the caret after a name is inserted (applied once the text is on screen).
  const placeCaret = useRef<number | null>(null);

  const query = closed ? null : mentionQuery(body, caret);
  const choices = useMemo(() => {
    if (!query) return [];
    const wanted = query.query.normalize('NFKC').toLowerCase();
    return members
      .filter((member) => member.name.normalize('NFKC').toLowerCase().includes(wanted))
      .slice(0, LIST_MAX);
  }, [members, query]);
  const open = choices.length > 0;
  const mentions = mentionedUids(body, members);
  const problem = commentProblem(body, mentions);

  useLayoutEffect(() => {
    if (placeCaret.current === null || !area.current) return;
    area.current.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  });

  const choose = (member: MentionableMember) => {
    if (!query) return;
    const next = insertMention(body, query.start, caret, member.name);
    setBody(next.body);
    setCaret(next.caret);
    placeCaret.current = next.caret;
    area.current?.focus();
  };

  const submit = async () => {
    if (problem || sending) return;
    setSending(true);
    try {
      await onSubmit(body, mentions);
      if (!initial) {
        setBody('');
        setCaret(0);
      }
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isImeKeyEvent(event)) return;
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices.length) % choices.length);
    } else if (open && (event.key === 'Enter' || event.key === 'Tab') && !event.ctrlKey) {
      event.preventDefault();
      choose(choices[Math.min(active, choices.length - 1)]!);
    } else if (open && event.key === 'Escape') {
      event.preventDefault();
      setClosed(true);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const track = (target: HTMLTextAreaElement) => {
    setCaret(target.selectionStart);
  };

  const listId = `${id}-members`;
  const optionId = (index: number) => `${id}-member-${index}`;
  const tooLong = problem === 'tooLong';
  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-700">
        {s.label}
      </label>
      <div className="relative">
        <textarea
          id={`${id}-body`}
          ref={area}
          rows={3}
          value={body}
          aria-describedby={`${id}-hint ${id}-count`}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? optionId(Math.min(active, choices.length - 1)) : undefined}
          aria-invalid={tooLong || undefined}
          className={cn('block w-full resize-y', fieldClass)}
          onChange={(event) => {
            setBody(event.target.value);
            setCaret(event.target.selectionStart);
            setActive(0);
            setClosed(false);
          }}
          onSelect={(event) => track(event.currentTarget)}
          onKeyDown={onKeyDown}
          onBlur={() => setClosed(true)}
          onFocus={() => setClosed(false)}
        />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={s.members}
            className="absolute z-20 mt-1 max-h-56 w-64 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            {choices.map((member, index) => (
              <li
                key={member.uid}
                id={optionId(index)}
                role="option"
                aria-selected={index === Math.min(active, choices.length - 1)}
                className="aria-selected:bg-brand-50 aria-selected:text-brand-700 cursor-pointer px-3 py-1.5 text-sm text-slate-700"
                // On press, not click: the focus (and the caret) stays in the text area, whose
                // keys (arrows, Enter) choose for the keyboard.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(member);
                }}
              >
                {member.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {tooLong
            ? s.tooLong(formatNumber(COMMENT_MAX))
            : problem === 'tooManyMentions'
              ? s.tooManyMentions(COMMENT_MENTIONS_MAX)
              : s.hint}
        </p>
        <CharacterCount id={`${id}-count`} length={body.length} max={COMMENT_MAX} />
      </div>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {s.cancel}
          </Button>
        ) : null}
        <Button size="sm" disabled={problem !== null || sending} onClick={() => void submit()}>
          {initial ? s.save : sending ? s.posting : s.post}
        </Button>
      </div>
    </div>
  );
}
