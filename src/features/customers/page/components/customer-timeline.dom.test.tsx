import { render, screen, waitFor, within } from '@testing-library/react';
import { SignedInForTests } from '@/features/auth';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import type { HistoryEntry, HistorySource } from '../../history/data/history-store';
import { customerPageStrings as s } from '../../strings';
import { CustomerTimeline } from './customer-timeline';
import {
  CustomerMentionsProvider,
  type CustomerMention,
  type MentionsAboutProps,
} from './mentions-slot';

const entry = (id: string, iso: string, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  kind: 'update',
  clientName: '株式会社テスト',
  changes: [{ field: 'progress', before: '商談中', after: '受注' }],
  by: { uid: 'u-other', name: '田中' },
  response: null,
  merge: null,
  at: new Date(iso),
  ...over,
});

/** A history that holds `entries` (newest first, as the store delivers them). */
const historyOf = (entries: HistoryEntry[]): HistorySource => ({
  subscribe: (_rowId, onChange) => {
    onChange(entries);
    return () => {};
  },
  revert: async () => {},
  undoMerge: async () => {},
});

/** One Tokyo time per entry: the timeline's entries (their changes are list items too). */
const entryCount = (list: HTMLElement) =>
  within(list).getAllByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/).length;
const items = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: s.timeline })).getAllByRole('listitem');

const MEMBERS = [
  { uid: 'u-me', name: '佐藤' },
  { uid: 'u-other', name: '田中' },
];

function showTimeline(
  entries: HistoryEntry[],
  mentions?: (props: MentionsAboutProps) => ReactNode,
) {
  const timeline = (
    <CustomerTimeline
      table="sa_list"
      rowId="r1"
      clientName="株式会社テスト"
      history={historyOf(entries)}
      fieldLabel={(field) => (field === 'progress' ? '進捗' : field)}
      members={MEMBERS}
      me="u-me"
    />
  );
  render(
    <SignedInForTests uid="u-me">
      <MemoryRouter>
        {mentions ? (
          <CustomerMentionsProvider value={mentions}>{timeline}</CustomerMentionsProvider>
        ) : (
          timeline
        )}
      </MemoryRouter>
    </SignedInForTests>,
  );
  return screen.getByRole('region', { name: s.timeline });
}

describe('CustomerTimeline', () => {
  let local: Backend;
  beforeEach(async () => {
    local = await freshLocalBackend('timeline');
  });

  it('lists the reminders sent and the mentions the app plugs in, under すべて only', async () => {
    const user = userEvent.setup();
    await local.data.set('reminderSends', 'r1_r1_2026-12-01', {
      table: 'sa_list',
      rowId: 'r1',
      ruleId: 'r1',
      title: '最終接触日の30日後 9:00',
      date: '2026-12-01',
      sentAt: new Date('2026-11-28T01:30:00Z'),
    });
    const mention: CustomerMention = {
      id: 'm1',
      at: new Date('2026-11-28T02:00:00Z'),
      card: <p>テスト社の件、見積もり届きました</p>,
    };
    const region = showTimeline([entry('h1', '2026-11-28T01:00:00Z')], ({ children }) =>
      children([mention]),
    );
    await waitFor(() =>
      expect(items(region)[0]).toHaveTextContent('テスト社の件、見積もり届きました'),
    );
    // The reminder sent for the row sits between them, by its time.
    expect(items(region)[1]).toHaveTextContent('最終接触日の30日後 9:00（対象日 2026/12/01）');
    await user.click(within(region).getByRole('button', { name: s.filters.change }));
    expect(region).not.toHaveTextContent('見積もり届きました');
    expect(region).not.toHaveTextContent('最終接触日の30日後');
  });

  it('merges changes, survey answers and a posted comment newest first, and filters them', async () => {
    const user = userEvent.setup();
    const region = showTimeline([
      entry('h2', '2026-11-28T03:00:00Z', {
        by: { uid: 'survey', name: 'アンケート回答' },
        changes: [{ field: 'lastContactDate', before: null, after: '2026-11-28' }],
        response: { surveyId: 'sv1', responseId: 'resp1' },
      }),
      entry('h1', '2026-11-28T01:00:00Z'),
    ]);
    const list = await within(region).findByRole('list', { name: s.timeline });
    expect(entryCount(list)).toBe(2);
    expect(within(region).getByRole('link', { name: s.openResponse })).toHaveAttribute(
      'href',
      '/surveys/sv1/results?response=resp1',
    );
    // 活動として記録 under the answer: 種類 その他, the answer's summary as 内容.
    await user.click(within(region).getByRole('button', { name: '活動として記録' }));
    const dialog = await screen.findByRole('dialog', { name: '活動を記録' });
    expect(within(dialog).getByLabelText('種類')).toHaveValue('その他');
    expect((within(dialog).getByLabelText('内容') as HTMLTextAreaElement).value).toMatch(
      /^アンケートの回答（2026\/11\/28 12:00）\n.+: 2026\/11\/28$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));

    await user.type(within(region).getByRole('textbox', { name: 'コメント' }), '電話しました');
    await user.click(within(region).getByRole('button', { name: '投稿' }));
    // The new comment comes first: it is the newest.
    await waitFor(() => expect(items(region)[0]).toHaveTextContent('電話しました'));
    expect(items(region).at(-1)).toHaveTextContent('商談中 → 受注');

    await user.click(within(region).getByRole('button', { name: s.filters.comment }));
    expect(within(region).getByRole('button', { name: s.filters.comment })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const comments = within(region).getByRole('list', { name: s.timeline });
    expect(entryCount(comments)).toBe(1);
    expect(comments).toHaveTextContent('電話しました');

    await user.click(within(region).getByRole('button', { name: s.filters.survey }));
    expect(within(region).getByRole('list', { name: s.timeline })).toHaveTextContent(
      'アンケート回答',
    );
    await user.click(within(region).getByRole('button', { name: s.filters.change }));
    expect(entryCount(within(region).getByRole('list', { name: s.timeline }))).toBe(1);
  });

  it('pages a long history in with さらに表示', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) =>
      entry(`h${i}`, new Date(Date.UTC(2026, 10, 28, 0, 59 - i)).toISOString()),
    );
    const region = showTimeline(many);
    const list = await within(region).findByRole('list', { name: s.timeline });
    expect(entryCount(list)).toBe(30);
    await user.click(within(region).getByRole('button', { name: s.more }));
    expect(entryCount(within(region).getByRole('list', { name: s.timeline }))).toBe(45);
    expect(within(region).queryByRole('button', { name: s.more })).toBeNull();
  });
});
