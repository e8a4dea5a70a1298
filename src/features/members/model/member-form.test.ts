import { memberStrings } from '../strings';
import { validateAddMember, validateEditMember } from './member-form';

test('add: every field is required; blanks and full-width spaces count as empty', () => {
  const ok = { name: '佐藤', email: 'sato@example.com', password: 'secret1' };
  expect(validateAddMember(ok)).toBeNull();
  expect(validateAddMember({ ...ok, name: '' })).toBe('全ての項目を入力してください');
  expect(validateAddMember({ ...ok, name: '　' })).toBe(memberStrings.addRequired);
  expect(validateAddMember({ ...ok, email: ' ' })).toBe(memberStrings.addRequired);
  expect(validateAddMember({ ...ok, password: '' })).toBe(memberStrings.addRequired);
});

test('add: a password shorter than 6 characters is refused, 6 is enough', () => {
  const ok = { name: '佐藤', email: 'sato@example.com', password: '12345' };
  expect(validateAddMember(ok)).toBe('パスワードは6文字以上で入力してください');
  expect(validateAddMember({ ...ok, password: '123456' })).toBeNull();
});

test('edit: name and e-mail are required; the password is optional but at least 6', () => {
  const ok = { name: '佐藤', email: 'sato@example.com', newPassword: '' };
  expect(validateEditMember(ok)).toBeNull();
  expect(validateEditMember({ ...ok, name: '' })).toBe('名前とメールアドレスを入力してください');
  expect(validateEditMember({ ...ok, email: '　' })).toBe(memberStrings.editRequired);
  expect(validateEditMember({ ...ok, newPassword: '12345' })).toBe(memberStrings.passwordTooShort);
  expect(validateEditMember({ ...ok, newPassword: '123456' })).toBeNull();
});
