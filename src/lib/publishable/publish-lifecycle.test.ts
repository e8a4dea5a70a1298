import { applyPublishAction, isPublishStatus, nextPublishAction } from './publish-lifecycle';

const now = new Date('2026-11-22T01:00:00Z');

test('the toggle cycles draft -> published -> closed -> published', () => {
  expect(nextPublishAction('draft')).toBe('publish');
  expect(nextPublishAction('published')).toBe('close');
  expect(nextPublishAction('closed')).toBe('reopen');
});

test('publishing sets publishedAt, the public URL and updatedAt', () => {
  expect(applyPublishAction('publish', now, 'https://survey.example.com/s1')).toEqual({
    status: 'published',
    publishedAt: now,
    publicUrl: 'https://survey.example.com/s1',
    updatedAt: now,
  });
});

test('closing sets closedAt and leaves publishedAt and the URL alone', () => {
  expect(applyPublishAction('close', now, 'ignored')).toEqual({
    status: 'closed',
    closedAt: now,
    updatedAt: now,
  });
});

test('reopening clears closedAt and keeps the first publishedAt', () => {
  const patch = applyPublishAction('reopen', now, 'ignored');
  expect(patch).toEqual({ status: 'published', closedAt: null, updatedAt: now });
  expect(patch).not.toHaveProperty('publishedAt');
});

test('only the three statuses are statuses', () => {
  expect(['draft', 'published', 'closed'].every(isPublishStatus)).toBe(true);
  expect(isPublishStatus('archived')).toBe(false);
  expect(isPublishStatus(undefined)).toBe(false);
});
