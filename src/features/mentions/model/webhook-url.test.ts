import { expect, it } from 'vitest';
import { chatworkWebhookUrl } from './webhook-url';

it('names the member on the function of the project, or on the local server', () => {
  const firebase = {
    backend: 'firebase' as const,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-backoffice', appId: 'a' },
  };
  expect(chatworkWebhookUrl('u 1', firebase, 'https://admin.example.com')).toBe(
    'https://us-central1-demo-backoffice.cloudfunctions.net/chatworkWebhook?member=u%201',
  );
  expect(
    chatworkWebhookUrl('u1', { backend: 'local', firebase: null }, 'http://localhost:5173'),
  ).toBe('http://localhost:5173/__webhooks/chatwork?member=u1');
});
