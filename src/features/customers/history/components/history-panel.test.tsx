import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBERS, SA_LIST } from '@/contracts/collections';
import { ToastViewport } from '@/components/ui/toast';
import type { Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { historySource } from '../data/history-store';
import { memberAuthor, registerHistoryLocalTrigger } from '../data/local-history-trigger';
import { customerTableStrings as s } from '../../strings';
import { HistoryPanel } from './history-panel';

const LABELS: Record<string, string> = { clientName: '顧客名', progress: '進捗', memo: 'メモ' };

/** Whose tab writes next (null: a script, which the history names システム). */
let writer: string | null = 'u1';

/**
 * A fresh backend whose local history trigger names the member `writer` and whose clock starts
 * at 2026/11/24 10:00 in Tokyo and moves a minute per write.
 */
async function withHistory(name: string): Promise<Backend> {
  const local = await freshLocalBackend(name);
  await local.data.set(MEMBERS, 'u1', { uid: 'u1', name: '山田' });
  await local.data.set(MEMBERS, 'u2', { uid: 'u2', name: '佐藤' });
  writer = 'u1';
  let minutes = 0;
  registerHistoryLocalTrigger(
    local.data,
    memberAuthor(local.data, () => writer),
    () => new Date(Date.UTC(2026, 10, 24, 1, minutes++)),
  );
  return local;
}

function renderPanel() {
  const user = userEvent.setup();
  render(
    <>
      <HistoryPanel
        row={{ id: 'r1', clientName: 'アオバ商事' }}
        source={historySource(SA_LIST, { uid: 'u1', name: '山田' })}
        fieldLabel={(field) => LABELS[field] ?? field}
        onClose={() => {}}
      />
      <ToastViewport />
    </>,
  );
  return { user };
}

/** The 元に戻す button of one change, found by the change it describes. */
const revertOf = (change: string) =>
  screen.getByRole('button', { name: s.revert, description: change });

/** The texts announced as alerts (toasts are not alerts: this is the refusal under a change). */
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

/** The history list's entries (not the change lines nested in them), each as its text. */
async function entryTexts(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: s.history });
  return [...list.children].map((item) => item.textContent ?? '');
}

// Proves: the panel reads the row's stored entries newest first, naming the JST time, the member
// (or システム for a write nobody signed) and each change as before → after.
test('lists the entries newest first, each with when, who and what changed', async () => {
  const local = await withHistory('history-panel-list');
  await local.data.set(SA_LIST, 'r1', { clientName: 'アオバ商事', progress: '商談中' });
  writer = 'u2';
  await local.data.update(SA_LIST, 'r1', { progress: '受注' });
  writer = null;
  await local.data.update(SA_LIST, 'r1', { memo: '請求書送付済み' });
  renderPanel();

  expect(await screen.findByRole('dialog', { name: s.historyTitle('アオバ商事') })).toBeVisible();
  // Each entry: the JST time, the author, then its changes (and each change's 元に戻す).
  expect(await entryTexts()).toEqual([
    `2026/11/24 10:02${s.historySystem}メモ: 未設定 → 請求書送付済み${s.revert}`,
    `2026/11/24 10:01佐藤進捗: 商談中 → 受注${s.revert}`,
    `2026/11/24 10:00山田${s.historyCreated}${s.historyFieldsAtCreate(2)}顧客名: アオバ商事進捗: 商談中`,
  ]);
  expect(revertOf('進捗: 商談中 → 受注')).toBeEnabled();
});

// Proves: 元に戻す stores the change's before-value on the row (only that field) and the panel
// shows the revert live as the newest entry.
test('元に戻す writes the before-value back to the row, and the revert becomes the newest entry', async () => {
  const local = await withHistory('history-panel-revert');
  await local.data.set(SA_LIST, 'r1', { clientName: 'アオバ商事', progress: '商談中' });
  await local.data.update(SA_LIST, 'r1', { progress: '受注', memo: '契約書待ち' });
  const { user } = renderPanel();

  await screen.findByRole('list', { name: s.history });
  await user.click(revertOf('進捗: 商談中 → 受注'));

  expect(await screen.findByText(s.reverted('進捗'))).toBeInTheDocument();
  const row = await local.data.get(SA_LIST, 'r1');
  // Only the reverted field goes back; the other change of the same write stays.
  expect(row?.data).toMatchObject({ progress: '商談中', memo: '契約書待ち' });
  expect(await screen.findByRole('button', { description: '進捗: 受注 → 商談中' })).toBeVisible();
  expect((await entryTexts())[0]).toBe(`2026/11/24 10:02山田進捗: 受注 → 商談中${s.revert}`);
});

// Proves: a change overtaken by a later one is not reverted; the refusal names the current value.
test('a revert is refused, with the current value, when the field changed again since', async () => {
  const local = await withHistory('history-panel-conflict');
  await local.data.set(SA_LIST, 'r1', { clientName: 'アオバ商事', progress: '商談中' });
  await local.data.update(SA_LIST, 'r1', { progress: '受注' });
  const { user } = renderPanel();
  await screen.findByRole('list', { name: s.history });
  // Someone else changes the field while the panel is open.
  writer = 'u2';
  await local.data.update(SA_LIST, 'r1', { progress: '失注' });
  await screen.findByRole('button', { description: '進捗: 受注 → 失注' });

  const stale = revertOf('進捗: 商談中 → 受注');
  await user.click(stale);

  const refusal = '進捗はこの後に変更されているため、元に戻せません（現在の値: 失注）';
  expect(s.revertChanged('進捗', '失注')).toBe(refusal);
  await waitFor(() => expect(alertTexts()).toEqual([refusal]));
  expect((await local.data.get(SA_LIST, 'r1'))?.data.progress).toBe('失注');
  expect(await entryTexts()).toHaveLength(3);
});

// Proves: a change whose value the history keeps only the start of is refused, the row untouched.
test('a value the history keeps only the start of cannot be reverted', async () => {
  const local = await withHistory('history-panel-omitted');
  await local.data.set(SA_LIST, 'r1', { clientName: 'アオバ商事', memo: 'あ'.repeat(20_000) });
  await local.data.update(SA_LIST, 'r1', { memo: '短いメモ' });
  const { user } = renderPanel();

  const omitted = `${'あ'.repeat(200)}… （20,000文字。長いため履歴には一部のみ）`;
  const change = await screen.findByRole('button', {
    name: s.revert,
    description: `メモ: ${omitted} → 短いメモ`,
  });
  await user.click(change);

  const refusal = '長い値は履歴に全文がないため、元に戻せません';
  expect(s.revertOmitted).toBe(refusal);
  await waitFor(() => expect(alertTexts()).toEqual([refusal]));
  expect((await local.data.get(SA_LIST, 'r1'))?.data.memo).toBe('短いメモ');
  expect(await entryTexts()).toHaveLength(2);
});

// Proves: the field filter belongs to the row it was chosen on; the panel stays open beside the
// table, and another row's 履歴 starts with every field (it used to keep the first row's filter
// and say the other row had no history).
test("another row's history starts with every field", async () => {
  const local = await withHistory('history-panel-filter');
  await local.data.set(SA_LIST, 'r1', { clientName: 'アオバ商事', memo: 'a' });
  await local.data.set(SA_LIST, 'r2', { clientName: 'ミドリ工業', progress: '商談中' });
  await local.data.update(SA_LIST, 'r2', { progress: '受注' });
  const user = userEvent.setup();
  const panel = (id: string, clientName: string) => (
    <HistoryPanel
      row={{ id, clientName }}
      source={historySource(SA_LIST, { uid: 'u1', name: '山田' })}
      fieldLabel={(field) => LABELS[field] ?? field}
      onClose={() => {}}
    />
  );
  const { rerender } = render(panel('r1', 'アオバ商事'));
  await screen.findByRole('list', { name: s.history });
  await user.selectOptions(screen.getByLabelText(s.historyField), 'memo');

  rerender(panel('r2', 'ミドリ工業'));
  expect(await screen.findByRole('dialog', { name: s.historyTitle('ミドリ工業') })).toBeVisible();
  expect(await screen.findByLabelText(s.historyField)).toHaveValue('');
  await waitFor(async () => expect(await entryTexts()).toHaveLength(2));
});
