import { expect, it } from 'vitest';
import { namesOf, parseAssigneeLinks, withNamesOf } from './assignee-links';

it('keeps one member per name: setting a member’s names never takes another’s', () => {
  const links = parseAssigneeLinks({ names: { 田中: 'u1', 佐藤: 'u2', bad: 3 } });
  expect(links).toEqual({ 田中: 'u1', 佐藤: 'u2' });
  const next = withNamesOf(links, 'u1', ['鈴木', '佐藤']);
  expect(next).toEqual({ 佐藤: 'u2', 鈴木: 'u1' });
  expect(namesOf(next, 'u1')).toEqual(['鈴木']);
  expect(namesOf(withNamesOf(next, 'u2', []), 'u2')).toEqual([]);
  expect(parseAssigneeLinks(undefined)).toEqual({});
  expect(parseAssigneeLinks({ names: ['x'] })).toEqual({});
});
