import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { receiveChatworkWebhook, type WebhookDeps } from './webhook.js';

const token = Buffer.from('webhook-token-of-yamada').toString('base64');
const sign = (body: string, key = token) =>
  createHmac('sha256', Buffer.from(key, 'base64')).update(body).digest('base64');
const delivery = JSON.stringify({
  webhook_setting_id: '1',
  webhook_event_type: 'mention_to_me',
  webhook_event_time: 1_790_000_100,
  webhook_event: {
    from_account_id: 200,
    to_account_id: 100,
    room_id: 11,
    message_id: '1700000000000000123',
    body: '[To:100]至急お願いします',
    send_time: 1_790_000_000,
    update_time: 0,
  },
});

function memory(): WebhookDeps & { docs: Map<string, Record<string, unknown>> } {
  const docs = new Map<string, Record<string, unknown>>();
  return {
    docs,
    webhookTokenOf: async (uid) => (uid === 'yamada' ? token : ''),
    storeNew: async (uid, id, data) => {
      const key = `${uid}/${id}`;
      if (docs.has(key)) return false;
      docs.set(key, data);
      return true;
    },
  };
}

test('a signed mention_to_me is stored once as 未読; a redelivery changes nothing', async () => {
  const deps = memory();
  const input = { memberId: 'yamada', rawBody: delivery, signature: sign(delivery) };
  assert.deepEqual(await receiveChatworkWebhook(input, deps, 5_000), { status: 200, stored: true });
  assert.deepEqual(await receiveChatworkWebhook(input, deps, 6_000), {
    status: 200,
    stored: false,
  });
  assert.equal(deps.docs.size, 1);
  const stored = deps.docs.get('yamada/11-1700000000000000123')!;
  assert.equal(stored.state, 'unread');
  assert.equal(stored.senderId, 200);
  assert.equal(stored.body, '[To:100]至急お願いします');
});

test('forged, unsigned, for another member or for nobody: refused, nothing stored', async () => {
  const deps = memory();
  const forged = Buffer.from('not-the-token').toString('base64');
  for (const input of [
    { memberId: 'yamada', rawBody: delivery, signature: sign(delivery, forged) },
    { memberId: 'yamada', rawBody: delivery, signature: undefined },
    { memberId: 'yamada', rawBody: `${delivery} `, signature: sign(delivery) },
    { memberId: 'sato', rawBody: delivery, signature: sign(delivery) },
    { memberId: undefined, rawBody: delivery, signature: sign(delivery) },
    { memberId: '../yamada', rawBody: delivery, signature: sign(delivery) },
  ])
    assert.deepEqual(await receiveChatworkWebhook(input, deps, 5_000), {
      status: 401,
      stored: false,
    });
  assert.equal(deps.docs.size, 0);
});

test('another event is acknowledged and ignored; a malformed one is a 400', async () => {
  const deps = memory();
  const other = JSON.stringify({ webhook_event_type: 'message_created', webhook_event: {} });
  assert.deepEqual(
    await receiveChatworkWebhook(
      { memberId: 'yamada', rawBody: other, signature: sign(other) },
      deps,
      1,
    ),
    { status: 200, stored: false },
  );
  const broken = '{"webhook_event_type":"mention_to_me","webhook_event":{"room_id":"x"}}';
  assert.deepEqual(
    await receiveChatworkWebhook(
      { memberId: 'yamada', rawBody: broken, signature: sign(broken) },
      deps,
      1,
    ),
    { status: 400, stored: false },
  );
  assert.equal(deps.docs.size, 0);
});

test('over 64 KB or not JSON: refused before the member’s token is read', async () => {
  let reads = 0;
  const deps = { ...memory(), webhookTokenOf: async () => ((reads += 1), token) };
  const huge = JSON.stringify({ webhook_event_type: 'mention_to_me', pad: 'x'.repeat(70_000) });
  assert.deepEqual(
    await receiveChatworkWebhook(
      { memberId: 'yamada', rawBody: huge, signature: sign(huge) },
      deps,
      1,
    ),
    { status: 413, stored: false },
  );
  assert.deepEqual(
    await receiveChatworkWebhook(
      { memberId: 'yamada', rawBody: 'not json', signature: 'x' },
      deps,
      1,
    ),
    { status: 400, stored: false },
  );
  assert.equal(reads, 0);
});

test('a message longer than 10,000 characters is stored cut to 10,000', async () => {
  const deps = memory();
  const long = JSON.stringify({
    webhook_event_type: 'mention_to_me',
    webhook_event: { room_id: 11, message_id: '5', body: 'あ'.repeat(12_000), send_time: 1 },
  });
  assert.deepEqual(
    await receiveChatworkWebhook(
      { memberId: 'yamada', rawBody: long, signature: sign(long) },
      deps,
      1,
    ),
    { status: 200, stored: true },
  );
  assert.equal((deps.docs.get('yamada/11-5')!.body as string).length, 10_000);
});
