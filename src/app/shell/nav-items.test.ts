import { permissionsFor } from '@/contracts/roles';
import { customerNav, isNavItemActive, navFor, primaryNav, type NavItem } from './nav-items';

const [myPage, surveys, promotions] = primaryNav as [NavItem, NavItem, NavItem];

test('マイページ comes first in the sidebar', () => {
  expect(myPage.label).toBe('マイページ');
  expect(isNavItemActive(myPage, '/mypage')).toBe(true);
});

test('an item is active on its own path and below it', () => {
  expect(isNavItemActive(surveys, '/surveys')).toBe(true);
  expect(isNavItemActive(surveys, '/surveys/abc/edit')).toBe(true);
  expect(isNavItemActive(promotions, '/surveys')).toBe(false);
});

test('a path that only shares a prefix is not active', () => {
  expect(isNavItemActive(surveys, '/surveysx')).toBe(false);
});

test('the survey settings page keeps the surveys item active', () => {
  expect(isNavItemActive(surveys, '/settings')).toBe(true);
});

test('the group holds SA, OB, 案件, ヨミ表, GTM and PULL DOWN in that order', () => {
  expect(customerNav.map((item) => item.label)).toEqual([
    'SA',
    'OB',
    '案件',
    'ヨミ表',
    'GTM',
    'PULL DOWN',
  ]);
  const [, , deals, forecast] = customerNav as [NavItem, NavItem, NavItem, NavItem];
  expect(isNavItemActive(deals, '/deals/abc')).toBe(true);
  expect(isNavItemActive(deals, '/deals/forecast')).toBe(false);
  expect(isNavItemActive(forecast, '/deals/forecast')).toBe(true);
});

test('監査ログ is a 管理者’s link; PULL DOWN an editor’s', () => {
  const labels = (role: 'admin' | 'member' | 'viewer') =>
    [
      ...navFor(primaryNav, permissionsFor(role, false)),
      ...navFor(customerNav, permissionsFor(role, false)),
    ].map((item) => item.label);
  expect(labels('admin')).toContain('監査ログ');
  expect(labels('member')).not.toContain('監査ログ');
  expect(labels('member')).toContain('PULL DOWN');
  expect(labels('viewer')).not.toContain('PULL DOWN');
  expect(labels('viewer')).toContain('SA');
});
