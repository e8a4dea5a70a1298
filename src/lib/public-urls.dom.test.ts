import { promotionPublicUrl, responsePublicUrl, surveyPublicUrl } from './public-urls';

test('with a base URL the id sits right under the host', () => {
  expect(surveyPublicUrl('abc', 'https://survey.example.com')).toBe(
    'https://survey.example.com/abc',
  );
  expect(responsePublicUrl('r1', 'https://survey.example.com')).toBe(
    'https://survey.example.com/r1',
  );
  expect(promotionPublicUrl('p1', 'https://promotion.example.com')).toBe(
    'https://promotion.example.com/p1',
  );
});

test('without a base URL links stay on the current origin', () => {
  expect(surveyPublicUrl('abc', null)).toBe(`${window.location.origin}/abc`);
  expect(promotionPublicUrl('p1', null)).toBe(`${window.location.origin}/promotion/p1`);
});
