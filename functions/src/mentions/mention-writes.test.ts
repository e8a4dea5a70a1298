import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mentionWrites } from './mention-writes.js';

const me = 10;
const mentionOf = (room: number, id: string, body: string, time: number) => ({
  message: {
    account: { name: '佐藤', avatar_image_url: '' },
    body,
    send_time: time,
    message_id: id,
  },
  room: { room_id: room, name: `room ${room}` },
});

test('new mentions are stored once as 未読; stored ones keep the member’s state', () => {
  const updates = {
    accountId: me,
    mentions: [mentionOf(1, '100', '[To:10]新しい', 1000), mentionOf(1, '90', '[To:10]既知', 900)],
    refs: [
      { roomId: 1, messageId: '100', senderId: 20, sendTime: 1000 },
      { roomId: 1, messageId: '90', senderId: 20, sendTime: 900 },
    ],
    myMessages: [],
  };
  const writes = mentionWrites(
    updates,
    [{ roomId: 1, messageId: '90', senderId: 20, sendTime: 900, state: 'done' }],
    5_000,
  );
  assert.deepEqual(
    writes.map((w) => [w.id, w.data.state]),
    [['1-100', 'unread']],
  );
  assert.equal(writes[0]!.data.senderId, 20);
});

test('a reply seen marks open mentions 返信済, new or stored, never a 完了 one', () => {
  const updates = {
    accountId: me,
    mentions: [mentionOf(2, '200', '[To:10]質問です', 1000)],
    refs: [{ roomId: 2, messageId: '200', senderId: 30, sendTime: 1000 }],
    myMessages: [
      {
        roomId: 2,
        messageId: '210',
        accountId: me,
        body: '[rp aid=30 to=2-200]回答です',
        sendTime: 1100,
      },
      { roomId: 1, messageId: '120', accountId: me, body: '[To:20]了解', sendTime: 1200 },
    ],
  };
  const writes = mentionWrites(
    updates,
    [
      { roomId: 1, messageId: '100', senderId: 20, sendTime: 1000, state: 'read' },
      { roomId: 1, messageId: '101', senderId: 20, sendTime: 1000, state: 'done' },
    ],
    5_000,
  );
  assert.deepEqual(writes.map((w) => [w.id, w.data.state]).sort(), [
    ['1-100', 'replied'],
    ['2-200', 'replied'],
  ]);
});

test('a mention the webhook stored without names gets them from the next fetch, state kept', () => {
  const writes = mentionWrites(
    {
      accountId: me,
      mentions: [mentionOf(3, '300', '[To:10]webhook', 1000)],
      refs: [{ roomId: 3, messageId: '300', senderId: 20, sendTime: 1000 }],
      myMessages: [],
    },
    [{ roomId: 3, messageId: '300', senderId: 20, sendTime: 1000, state: 'read', named: false }],
    5_000,
  );
  assert.deepEqual(writes, [
    { id: '3-300', data: { roomName: 'room 3', senderName: '佐藤', senderAvatar: '' } },
  ]);
});
