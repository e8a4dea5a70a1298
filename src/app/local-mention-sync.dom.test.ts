import { expect, test } from 'vitest';
import { memberMentionsPath, memberPrivatePath } from '@/contracts/collections';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { mentionSyncContext, settleMentionSync } from './local-mention-sync';

test('the local server gets the key, the cursor and the stored mentions; its plan is stored', async () => {
  const { data } = await freshLocalBackend('local-mention-sync');
  await data.set(memberPrivatePath('u1'), 'chatwork', { apiKey: 'key-1' });
  await data.set(memberPrivatePath('u1'), 'mentionSync', { cursor: { '1': 900 } });
  await data.set(memberMentionsPath('u1'), '1-10', {
    roomId: 1,
    messageId: '10',
    senderId: 20,
    sendTime: 900,
    state: 'read',
    body: '[To:100]前の件',
  });
  expect(await mentionSyncContext(data, 'u1')).toEqual({
    mentionSync: {
      chatworkKey: 'key-1',
      cursor: { '1': 900 },
      known: [{ roomId: 1, messageId: '10', senderId: 20, sendTime: 900, state: 'read' }],
    },
  });
  expect(await mentionSyncContext(data, null)).toEqual({});

  const counts = await settleMentionSync(data, 'u1', {
    added: 1,
    answered: 1,
    localPlan: {
      cursor: { '1': 1200 },
      writes: [
        { id: '1-10', data: { state: 'replied', stateBefore: 'read' } },
        {
          id: '1-12',
          data: {
            roomId: 1,
            messageId: '12',
            state: 'unread',
            fetchedAt: '2026-11-27T01:00:00.000Z',
          },
        },
      ],
    },
  });
  expect(counts).toEqual({ added: 1, answered: 1 });
  const stored = await data.get(memberMentionsPath('u1'), '1-10');
  expect(stored?.data).toMatchObject({ state: 'replied', body: '[To:100]前の件' });
  expect((await data.get(memberMentionsPath('u1'), '1-12'))?.data.fetchedAt).toBeInstanceOf(Date);
  expect((await data.get(memberPrivatePath('u1'), 'mentionSync'))?.data.cursor).toEqual({
    '1': 1200,
  });
});
