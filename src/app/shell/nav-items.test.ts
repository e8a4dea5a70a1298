import { customerNav, isNavItemActive, primaryNav, type NavItem } from './nav-items';

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

test('the group holds SA, OB, GTM and PULL DOWN in that order', () => {
  expect(customerNav.map((item) => item.label)).toEqual(['SA', 'OB', 'GTM', 'PULL DOWN']);
});
