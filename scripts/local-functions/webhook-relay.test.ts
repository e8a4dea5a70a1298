import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { webhookRelay } from './webhook-relay';

const token = Buffer.from('relay-secret').toString('base64');
const body = JSON.stringify({
  webhook_event_type: 'mention_to_me',
  webhook_event: {
    from_account_id: 2,
    room_id: 11,
    message_id: '99',
    body: '[To:1]至急',
    send_time: 5,
  },
});
const sign = (key: string) =>
  createHmac('sha256', Buffer.from(key, 'base64')).update(body).digest('base64');

it('holds a genuine delivery once for the member it names; refuses the rest', async () => {
  const relay = webhookRelay(() => 1_000);
  const deliver = (signature: string, memberId = 'u1') =>
    relay.receive({ memberId, rawBody: body, signature });

  // Before the browser registered a token, nothing is genuine.
  expect(await deliver(sign(token))).toBe(401);
  relay.register('u1', token);
  expect(await deliver(sign(Buffer.from('other').toString('base64')))).toBe(401);
  expect(await deliver(sign(token), 'u2')).toBe(401);
  expect(await deliver(sign(token))).toBe(200);
  expect(await deliver(sign(token))).toBe(200); // a redelivery

  const taken = relay.take('u1');
  expect(taken.map((mention) => mention.id)).toEqual(['11-99']);
  expect(taken[0]!.data).toMatchObject({ roomId: 11, body: '[To:1]至急', state: 'unread' });
  expect(relay.take('u1')).toEqual([]);

  // A member who removes the token receives nothing more.
  relay.register('u1', '');
  expect(await deliver(sign(token))).toBe(401);
});
