import { customerNav, isNavItemActive, primaryNav } from './nav-items';

const surveys = primaryNav[0]!;
const promotions = primaryNav[1]!;

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
