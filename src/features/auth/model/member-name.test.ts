import { memberNameFromEmail } from './member-name';

test('uses the part before @', () => {
  expect(memberNameFromEmail('hanako.sato@example.com')).toBe('hanako.sato');
});

test('falls back to ユーザー when the local part is empty or the e-mail is missing', () => {
  expect(memberNameFromEmail('@example.com')).toBe('ユーザー');
  expect(memberNameFromEmail('　@example.com'.replace('　', ' '))).toBe('ユーザー');
  expect(memberNameFromEmail(null)).toBe('ユーザー');
  expect(memberNameFromEmail('')).toBe('ユーザー');
});
