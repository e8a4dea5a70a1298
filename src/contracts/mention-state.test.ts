import { expect, test } from 'vitest';
import {
  isOpenMention,
  mentionAge,
  stateAfterOpening,
  stateAfterReply,
  type MentionState,
} from './mention-state';

test('opening marks 未読 as 既読 and leaves the other states', () => {
  expect(stateAfterOpening('unread')).toBe('read');
  for (const state of ['read', 'replied', 'done'] as MentionState[])
    expect(stateAfterOpening(state)).toBe(state);
});

test('a seen reply closes an open mention; 完了 stays the member’s choice', () => {
  expect(stateAfterReply('unread')).toBe('replied');
  expect(stateAfterReply('read')).toBe('replied');
  expect(stateAfterReply('done')).toBe('done');
  expect(stateAfterReply('replied')).toBe('replied');
});

test('未対応 is neither 返信済 nor 完了', () => {
  expect(
    ['unread', 'read', 'replied', 'done'].filter((s) => isOpenMention(s as MentionState)),
  ).toEqual(['unread', 'read']);
});

test('age colour: over 3 h, over 24 h', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  const ago = (hours: number) => (now - hours * 3_600_000) / 1000;
  expect(mentionAge(ago(1), now)).toBe('fresh');
  expect(mentionAge(ago(3.5), now)).toBe('hours');
  expect(mentionAge(ago(25), now)).toBe('day');
});
