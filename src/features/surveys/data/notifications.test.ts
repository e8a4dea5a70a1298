import { expect, test } from 'vitest';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { listNotificationFailures } from './notifications';

test('failed messages of the survey, newest first, and ones stuck queued or sending for 10 minutes', async () => {
  const local = await freshLocalBackend('notification-failures');
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const put = (id: string, data: Record<string, unknown>) =>
    local.data.set('surveyNotifications', id, { surveyId: 's1', ...data });
  await put('old', { status: 'failed', reason: '古い失敗', at: ago(30) });
  await put('new', { status: 'failed', reason: '新しい失敗', at: ago(1) });
  await put('sent', { status: 'sent', messageId: '1', at: ago(2) });
  await put('sending', { status: 'sending', at: ago(1) });
  await put('stuck', { status: 'sending', at: ago(20) });
  await put('queued', { status: 'queued', at: ago(3) });
  await put('never-sent', { status: 'queued', at: ago(25) });
  await local.data.set('surveyNotifications', 'other', {
    surveyId: 's2',
    status: 'failed',
    reason: 'x',
    at: ago(1),
  });
  const failures = await listNotificationFailures('s1');
  expect(failures.map((failure) => failure.responseId)).toEqual([
    'new',
    'stuck',
    'never-sent',
    'old',
  ]);
  expect(failures[0]!.reason).toBe('新しい失敗');
  expect(failures[1]!.reason).toMatch(/^送信が完了しませんでした/);
});
