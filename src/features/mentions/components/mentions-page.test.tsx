import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/ui/toast';
import { saveChatworkKey } from '@/features/members';
import { memberMentionsPath, SA_LIST } from '@/contracts/collections';
import { resetObListForTests } from '@/features/ob';
import { resetSaListForTests } from '@/features/sa';
import {
  backend,
  FunctionCallError,
  setBackendForTests,
  type Backend,
  type FunctionsPort,
} from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local/local-backend';
import { CHATWORK_ACTION, type ChatworkActionRequest } from '@/contracts/chatwork-actions';
import type { Mention } from '../model/types';
import { mentionsMessages as m, mentionsStrings as s } from '../strings';
import { MentionsView } from './mentions-page';

const UID = 'member-1';
// 2026-11-23 10:30 in Tokyo.
const NOW = new Date('2026-11-23T10:30:00+09:00');
const unix = (iso: string) => Date.parse(`${iso}+09:00`) / 1000;

const mentions: Mention[] = [
  {
    message: {
      account: {
        name: '佐藤 花子',
        avatar_image_url: 'https://appdata.chatwork.com/avatar/sato.png',
      },
      body: '[To:100]山田さん\n[info][title]見積もり[/title]ご確認ください[/info]',
      send_time: unix('2026-11-23T09:05:00'),
      message_id: '1700000000000000002',
    },
    room: { room_id: 12, name: '営業チーム' },
  },
  {
    message: {
      account: { name: '鈴木 一郎', avatar_image_url: '' },
      body: '[rp aid=100 to=34-1]山田さん <img src=x onerror="alert(1)"> 了解です',
      send_time: unix('2026-11-20T18:00:00'),
      message_id: '1700000000000000001',
    },
    room: { room_id: 34, name: '開発' },
  },
];

/**
 * A typed stand-in for the sync function: `answer` says what Chatwork holds ({mentions}); like the
 * server, the stand-in stores the ones not stored yet as 未読 and answers how many it added.
 */
function fakeFunctions(answer: () => Promise<unknown>) {
  const calls: { name: string; data: unknown }[] = [];
  const actions: ChatworkActionRequest[] = [];
  const port: FunctionsPort = {
    call: async <Req, Res>(name: string, data: Req) => {
      if (name === CHATWORK_ACTION) {
        const action = data as ChatworkActionRequest;
        actions.push(action);
        return (
          action.kind === 'myTasks' ? { kind: 'myTasks', tasks: [] } : { kind: action.kind }
        ) as Res;
      }
      calls.push({ name, data });
      const { mentions: found } = (await answer()) as { mentions: Mention[] };
      let added = 0;
      for (const mention of found) {
        const id = `${mention.room.room_id}-${mention.message.message_id}`;
        if (await backend().data.get(memberMentionsPath(UID), id)) continue;
        added += 1;
        await backend().data.set(memberMentionsPath(UID), id, {
          roomId: mention.room.room_id,
          roomName: mention.room.name,
          messageId: mention.message.message_id,
          senderId: 1,
          senderName: mention.message.account.name,
          senderAvatar: mention.message.account.avatar_image_url,
          body: mention.message.body,
          sendTime: mention.message.send_time,
          state: 'unread',
        });
      }
      return { mentions: found, added, answered: 0 } as Res;
    },
  };
  return { calls, actions, port };
}

let n = 0;
async function mount(options: {
  key: string;
  answer: () => Promise<unknown>;
  canLogActivities?: boolean;
  customers?: string[];
}) {
  n += 1;
  const local: Backend = await createLocalBackend({
    seed: 'empty',
    databaseName: `mentions-${n}-${Date.now()}`,
  });
  const functions = fakeFunctions(options.answer);
  setBackendForTests({ ...local, functions: functions.port });
  if (options.key) await saveChatworkKey(UID, options.key);
  for (const [index, clientName] of (options.customers ?? []).entries())
    await local.data.set(SA_LIST, `sa-${index}`, { clientName, createdAt: new Date() });
  resetSaListForTests();
  resetObListForTests();
  const router = createMemoryRouter(
    [
      {
        path: '/mentions',
        element: (
          <MentionsView
            uid={UID}
            now={() => NOW}
            canLogActivities={options.canLogActivities ?? false}
          />
        ),
      },
      { path: '/members', element: <h1>管理者アカウント</h1> },
    ],
    { initialEntries: ['/mentions'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ToastViewport />
    </>,
  );
  return { calls: functions.calls, actions: functions.actions, router };
}

test('without a key: the warning and a link to /members at once, the button disabled', async () => {
  const user = userEvent.setup();
  const { calls, router } = await mount({ key: '', answer: async () => ({ mentions }) });
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent(s.noKey);
  expect(screen.getByRole('button', { name: s.fetch })).toBeDisabled();
  await user.click(within(warning).getByRole('link', { name: s.goToMembers }));
  expect(router.state.location.pathname).toBe('/members');
  expect(calls).toEqual([]);
});

test('with a key: fetches with it, shows the count and one card per mention', async () => {
  const user = userEvent.setup();
  const { calls } = await mount({ key: 'my-key', answer: async () => ({ mentions }) });
  expect(await screen.findByText(s.notFetchedTitle)).toBeInTheDocument();
  expect(screen.queryByText(s.noKey)).toBeNull();

  await user.click(screen.getByRole('button', { name: s.fetch }));

  expect(await screen.findByText(m.fetched(2))).toBeInTheDocument();
  expect(calls).toEqual([{ name: 'getChatworkMentions', data: {} }]);
  const items = within(await screen.findByRole('list', { name: s.listLabel })).getAllByRole(
    'listitem',
  );
  expect(items).toHaveLength(2);

  const first = within(items[0]!);
  expect(first.getByRole('heading', { name: '佐藤 花子' })).toBeInTheDocument();
  expect(first.getByText('営業チーム')).toBeInTheDocument();
  expect(first.getByText('today 9:05')).toBeInTheDocument();
  expect(first.getByText(/山田さん\s+見積もり\s+ご確認ください/)).toBeInTheDocument();
  expect(items[0]).not.toHaveTextContent('[To:');
  expect(items[0]).not.toHaveTextContent('[info]');
  expect(first.getByRole('presentation')).toHaveAttribute(
    'src',
    'https://appdata.chatwork.com/avatar/sato.png',
  );
  const link = first.getByRole('link', { name: s.openInChatwork });
  expect(link).toHaveAttribute('href', 'https://www.chatwork.com/#!rid12-1700000000000000002');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

  const second = within(items[1]!);
  expect(second.getByText('3 days ago')).toBeInTheDocument();
  // HTML in a message is text on the screen, never an element.
  expect(second.getByText(/<img src=x onerror="alert\(1\)"> 了解です/)).toBeInTheDocument();
  expect(second.queryByRole('img')).toBeNull();
  expect(second.getByText('鈴')).toBeInTheDocument(); // no avatar URL: the initial
});

test('no mentions: the count of 0 and the empty state', async () => {
  const user = userEvent.setup();
  await mount({ key: 'my-key', answer: async () => ({ mentions: [] }) });
  await user.click(await screen.findByRole('button', { name: s.fetch }));
  expect(await screen.findByText(m.fetched(0))).toBeInTheDocument();
  expect(screen.getByText(s.emptyTitle)).toBeInTheDocument();
});

test("a failure shows the spec message with the function's reason, and can be retried", async () => {
  const user = userEvent.setup();
  const reason = 'ChatWork API KEYが無効です。管理者アカウント画面で正しいキーを設定してください';
  let fail = true;
  const { calls } = await mount({
    key: 'bad-key',
    answer: async () => {
      if (fail) throw new FunctionCallError('failed-precondition', reason);
      return { mentions };
    },
  });
  await user.click(await screen.findByRole('button', { name: s.fetch }));
  const message = m.fetchFailed(reason);
  expect(message).toBe(`メンションの取得に失敗しました: ${reason}`);
  expect(await screen.findAllByText(message)).toHaveLength(2); // toast + inline
  fail = false;
  await user.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(await screen.findByRole('list', { name: s.listLabel })).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});

test('while fetching the button says so and cannot be pressed twice', async () => {
  const user = userEvent.setup();
  let release: (value: unknown) => void = () => {};
  const { calls } = await mount({
    key: 'my-key',
    answer: () => new Promise((resolve) => (release = resolve)),
  });
  await user.click(await screen.findByRole('button', { name: s.fetch }));
  const busy = screen.getByRole('button', { name: s.fetching });
  expect(busy).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent(s.fetching);
  release({ mentions });
  expect(await screen.findByRole('list', { name: s.listLabel })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: s.fetch })).toBeEnabled();
  expect(calls).toHaveLength(1);
});

test('the spec texts are exact', () => {
  expect(s.noKey).toBe('ChatWork API KEYが設定されていません');
  expect(m.fetched(3)).toBe('3件のメンションを取得しました');
});

test('the inbox: 未対応 by default, 既読 (here and in Chatwork) and 完了 (undoable), filters by state, room and text', async () => {
  const user = userEvent.setup();
  const { actions } = await mount({ key: 'my-key', answer: async () => ({ mentions }) });
  await user.click(await screen.findByRole('button', { name: s.fetch }));
  const list = await screen.findByRole('list', { name: s.listLabel });
  // The stand-in stores the mentions one by one: the list may show the first before the second.
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  // Over 24 h unanswered: said in words, not only in colour.
  const older = within(list).getAllByRole('listitem')[1]!;
  expect(within(older).getByText(s.waitingDay)).toBeInTheDocument();

  const newest = within(list).getAllByRole('listitem')[0]!;
  await user.click(within(newest).getByRole('button', { name: s.markRead }));
  expect(await within(newest).findByText(s.states.read)).toBeInTheDocument();
  await waitFor(() =>
    expect(actions).toContainEqual({ kind: 'read', roomId: 12, messageId: '1700000000000000002' }),
  );
  await user.click(within(newest).getByRole('button', { name: s.markDone }));
  // 完了 leaves 未対応.
  await screen.findByText(
    (_, element) => element?.tagName === 'UL' && element.children.length === 1,
  );
  expect(
    within(screen.getByRole('list', { name: s.listLabel })).getAllByRole('listitem'),
  ).toHaveLength(1);

  await user.selectOptions(screen.getByRole('combobox', { name: s.stateFilter }), 'done');
  const done = within(screen.getByRole('list', { name: s.listLabel })).getByRole('listitem');
  expect(within(done).getByText('佐藤 花子')).toBeInTheDocument();
  await user.click(within(done).getByRole('button', { name: s.undoDone }));
  expect(await screen.findByText(s.noMatchTitle)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: s.stateFilter }), 'read');
  expect(await screen.findByText('佐藤 花子')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: s.stateFilter }), 'all');
  await user.selectOptions(screen.getByRole('combobox', { name: s.roomFilter }), '34');
  expect(
    within(screen.getByRole('list', { name: s.listLabel })).getAllByRole('listitem'),
  ).toHaveLength(1);
  expect(screen.getByText('鈴木 一郎')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: s.roomFilter }), '');
  await user.type(screen.getByRole('searchbox', { name: s.searchLabel }), '見積もり');
  expect(
    within(screen.getByRole('list', { name: s.listLabel })).getAllByRole('listitem'),
  ).toHaveLength(1);
  expect(screen.getByText('佐藤 花子')).toBeInTheDocument();
});

test('a second fetch stores nothing twice; the member’s 完了 stays', async () => {
  const user = userEvent.setup();
  const { calls } = await mount({ key: 'my-key', answer: async () => ({ mentions }) });
  await user.click(await screen.findByRole('button', { name: s.fetch }));
  const list = await screen.findByRole('list', { name: s.listLabel });
  const newest = within(list).getAllByRole('listitem')[0]!;
  await user.click(within(newest).getByRole('button', { name: s.markDone }));
  await screen.findByText(
    (_, element) => element?.tagName === 'UL' && element.children.length === 1,
  );
  await user.click(screen.getByRole('button', { name: s.fetch }));
  await waitFor(() => expect(calls).toHaveLength(2));
  await user.selectOptions(screen.getByRole('combobox', { name: s.stateFilter }), 'all');
  const all = within(screen.getByRole('list', { name: s.listLabel })).getAllByRole('listitem');
  expect(all).toHaveLength(2);
  expect(within(all[0]!).getByText(s.states.done)).toBeInTheDocument();
});

test('活動として記録 under a mention that names a customer: the dialog with Chatwork and the message', async () => {
  const user = userEvent.setup();
  await mount({
    key: 'my-key',
    answer: async () => ({ mentions }),
    canLogActivities: true,
    customers: ['株式会社営業チーム'],
  });
  await user.click(await screen.findByRole('button', { name: s.fetch }));
  const list = await screen.findByRole('list', { name: s.listLabel });
  // The first mention is in the room 営業チーム, which names the customer; the second names none.
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  const [first, second] = within(list).getAllByRole('listitem');
  await user.click(await within(first!).findByRole('button', { name: s.logAsActivity }));
  expect(within(second!).queryByRole('button', { name: s.logAsActivity })).toBeNull();
  const dialog = await screen.findByRole('dialog', { name: '活動を記録' });
  expect(dialog).toHaveAccessibleDescription('顧客: 株式会社営業チーム');
  expect(within(dialog).getByLabelText('種類')).toHaveValue('Chatwork');
  expect((within(dialog).getByLabelText('内容') as HTMLTextAreaElement).value).toContain(
    'ご確認ください',
  );
});

test('閲覧のみ gets no 活動として記録', async () => {
  const user = userEvent.setup();
  await mount({
    key: 'my-key',
    answer: async () => ({ mentions }),
    customers: ['株式会社営業チーム'],
  });
  await user.click(await screen.findByRole('button', { name: s.fetch }));
  await screen.findByRole('list', { name: s.listLabel });
  expect(screen.queryByRole('button', { name: s.logAsActivity })).toBeNull();
});
