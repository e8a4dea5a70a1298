import { FunctionCallError, setBackendForTests, type FunctionsPort } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { fetchMentions } from './mentions';

async function withFunctions(port: FunctionsPort) {
  const local = await createLocalBackend({
    seed: 'empty',
    databaseName: `mentions-data-${Date.now()}`,
  });
  setBackendForTests({ ...local, functions: port });
}

const valid = {
  message: {
    account: { name: '佐藤', avatar_image_url: 'https://a/1.png' },
    body: '[To:1]山田さん',
    send_time: 1_700_000_000,
    message_id: '123',
  },
  room: { room_id: 5, name: '全体' },
};

test('calls getChatworkMentions without a key (the function reads it) and keeps well-formed items only', async () => {
  const calls: unknown[] = [];
  await withFunctions({
    call: async <Req, Res>(name: string, data: Req) => {
      calls.push([name, data]);
      return {
        mentions: [
          valid,
          { message: { body: 'x' } },
          { ...valid, room: { room_id: '5', name: '文字列のID' } },
          null,
        ],
      } as Res;
    },
  });
  await expect(fetchMentions()).resolves.toEqual([valid]);
  expect(calls).toEqual([['getChatworkMentions', {}]]);
});

test('a response without a mentions array is an empty list; a failure is passed on', async () => {
  await withFunctions({ call: async <_Req, Res>() => ({}) as Res });
  await expect(fetchMentions()).resolves.toEqual([]);
  await withFunctions({
    call: async () => {
      throw new FunctionCallError('resource-exhausted', '利用上限に達しました');
    },
  });
  await expect(fetchMentions()).rejects.toMatchObject({
    code: 'resource-exhausted',
    message: '利用上限に達しました',
  });
});
