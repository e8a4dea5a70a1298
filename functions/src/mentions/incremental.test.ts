import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { advanceCursor, roomsToRead, type RoomUpdate } from './incremental-plan.js';
import { answeredMentions } from './reply-detection.js';
import { isGenuineChatworkDelivery } from './webhook-signature.js';

const room = (id: number, updated: number): RoomUpdate => ({
  room_id: id,
  name: `room ${id}`,
  last_update_time: updated,
});

test('only rooms updated since the last fetch are read, newest first, within the budget', () => {
  const rooms = [room(1, 100), room(2, 300), room(3, 200), room(4, 50)];
  const cursor = { '1': 100, '2': 250, '4': 50 };
  assert.deepEqual(
    roomsToRead(rooms, cursor, 10).map((r) => r.room_id),
    [2, 3],
  );
  // Over the budget: the rest waits, its time not advanced.
  const read = roomsToRead(rooms, cursor, 1);
  assert.deepEqual(
    read.map((r) => r.room_id),
    [2],
  );
  const next = advanceCursor(cursor, read);
  assert.deepEqual(
    roomsToRead(rooms, next, 10).map((r) => r.room_id),
    [3],
  );
  assert.deepEqual(roomsToRead(rooms, {}, 0), []);
});

test('a reply to the mention, or a To back to its sender in its room afterwards, answers it', () => {
  const me = 10;
  const mentions = [
    { roomId: 1, messageId: '100', senderId: 20, sendTime: 1000 },
    { roomId: 1, messageId: '101', senderId: 30, sendTime: 1000 },
    { roomId: 2, messageId: '200', senderId: 20, sendTime: 1000 },
    { roomId: 3, messageId: '300', senderId: 40, sendTime: 1000 },
  ];
  const messages = [
    {
      roomId: 1,
      messageId: '150',
      accountId: me,
      body: '[rp aid=20 to=1-100]了解です',
      sendTime: 1100,
    },
    // A To back to the sender in the mention's room, after it.
    { roomId: 2, messageId: '250', accountId: me, body: '[To:20]確認します', sendTime: 1200 },
    // Someone else's reply does not count.
    { roomId: 1, messageId: '160', accountId: 99, body: '[rp aid=30 to=1-101]', sendTime: 1100 },
    // A To before the mention, or inside a quote, does not count.
    { roomId: 3, messageId: '290', accountId: me, body: '[To:40]前の話', sendTime: 900 },
    {
      roomId: 3,
      messageId: '310',
      accountId: me,
      body: '[qt][To:40][/qt]引用のみ',
      sendTime: 1100,
    },
  ];
  assert.deepEqual([...answeredMentions(mentions, messages, me)].sort(), ['1-100', '2-200']);
});

test('a webhook delivery is genuine only with the HMAC of its body under the decoded token', () => {
  const token = Buffer.from('secret-webhook-token').toString('base64');
  const body = '{"webhook_event_type":"mention_to_me"}';
  const signature = createHmac('sha256', Buffer.from(token, 'base64'))
    .update(body)
    .digest('base64');
  assert.equal(isGenuineChatworkDelivery(body, token, signature), true);
  assert.equal(isGenuineChatworkDelivery(`${body} `, token, signature), false);
  assert.equal(
    isGenuineChatworkDelivery(body, Buffer.from('other').toString('base64'), signature),
    false,
  );
  assert.equal(isGenuineChatworkDelivery(body, token, undefined), false);
  assert.equal(isGenuineChatworkDelivery(body, token, 'not base64 at all'), false);
  assert.equal(isGenuineChatworkDelivery(body, '', signature), false);
});
