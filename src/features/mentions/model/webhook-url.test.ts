import { expect, it } from 'vitest';
import { chatworkWebhookUrl } from './webhook-url';

it('names the member on the function of the project in its region, or on the local server', () => {
  const project = { apiKey: 'k', authDomain: 'd', projectId: 'demo-backoffice', appId: 'a' };
  const inRegion = (functionsRegion: string) => ({
    backend: 'firebase' as const,
    firebase: { ...project, functionsRegion },
  });
  expect(chatworkWebhookUrl('u 1', inRegion('asia-northeast1'), 'https://admin.example.com')).toBe(
    'https://asia-northeast1-demo-backoffice.cloudfunctions.net/chatworkWebhook?member=u%201',
  );
  expect(chatworkWebhookUrl('u1', inRegion('europe-west4'), 'https://admin.example.com')).toBe(
    'https://europe-west4-demo-backoffice.cloudfunctions.net/chatworkWebhook?member=u1',
  );
  expect(
    chatworkWebhookUrl('u1', { backend: 'local', firebase: null }, 'http://localhost:5173'),
  ).toBe('http://localhost:5173/__webhooks/chatwork?member=u1');
});
