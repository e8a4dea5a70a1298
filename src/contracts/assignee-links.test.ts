import { expect, test } from 'vitest';
import {
  isClaimableName,
  linksFromNameDocs,
  nameChanges,
  namesOf,
  parseAssigneeLinks,
} from './assignee-links';

test('one document per name makes the links; a member claims free names and gives back their own', () => {
  const links = linksFromNameDocs([
    { id: '田中', data: { uid: 'u1' } },
    { id: '佐藤', data: { uid: 'u2' } },
    { id: '壊れた', data: { uid: 3 } },
  ]);
  expect(links).toEqual({ 田中: 'u1', 佐藤: 'u2' });
  expect(namesOf(links, 'u1')).toEqual(['田中']);
  // 佐藤 is u2's: never taken; 田中 is given back; 鈴木 is claimed.
  expect(nameChanges(links, 'u1', ['鈴木', '佐藤'])).toEqual({
    claim: ['鈴木'],
    release: ['田中'],
  });
  expect(nameChanges(links, 'u1', ['a/b'])).toEqual({ claim: [], release: ['田中'] });
  // Trimmed, once each, and a name like an object's own property is still a name.
  expect(nameChanges(links, 'u1', [' 鈴木 ', '鈴木', 'constructor', '田中'])).toEqual({
    claim: ['鈴木', 'constructor'],
    release: [],
  });
});

test('a name is claimable when it can be a document id', () => {
  for (const name of ['田中', 'Sato K.', 'x'.repeat(100)]) expect(isClaimableName(name)).toBe(true);
  for (const name of ['', ' ', 'a/b', '.', '..', '__x__', 'x'.repeat(101)])
    expect(isClaimableName(name)).toBe(false);
});

test('the legacy map parses strings only', () => {
  expect(parseAssigneeLinks({ names: { 田中: 'u1', bad: 3 } })).toEqual({ 田中: 'u1' });
  expect(parseAssigneeLinks(undefined)).toEqual({});
  expect(parseAssigneeLinks({ names: ['x'] })).toEqual({});
});
