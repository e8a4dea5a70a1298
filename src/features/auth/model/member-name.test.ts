import { authStrings } from '../strings';
import { memberNameFromEmail } from './member-name';

test('uses the part before @', () => {
  expect(memberNameFromEmail('hanako.sato@example.com')).toBe('hanako.sato');
});

test('trims half-width and full-width (ideographic) spaces around the local part', () => {
  expect(memberNameFromEmail(' hanako @example.com')).toBe('hanako');
  expect(memberNameFromEmail('\u3000佐藤\u3000@example.com')).toBe('佐藤');
});

test('falls back to ユーザー when the local part is empty, blank or the e-mail is missing', () => {
  expect(authStrings.defaultMemberName).toBe('ユーザー');
  expect(memberNameFromEmail('@example.com')).toBe('ユーザー');
  expect(memberNameFromEmail(' @example.com')).toBe('ユーザー');
  expect(memberNameFromEmail('\u3000@example.com')).toBe('ユーザー');
  expect(memberNameFromEmail(null)).toBe('ユーザー');
  expect(memberNameFromEmail(undefined)).toBe('ユーザー');
  expect(memberNameFromEmail('')).toBe('ユーザー');
});
