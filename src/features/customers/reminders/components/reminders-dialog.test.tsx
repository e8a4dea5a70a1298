import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignedInForTests } from '@/features/auth';
import { ToastViewport } from '@/components/ui/toast';
import { REMINDER_FAILURES, REMINDER_RULES } from '@/contracts/reminders';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { SAMPLE_REMINDER_FIELDS } from '@/test/reminder-rule-fixture';
import type { ReminderSettings } from './add-reminder-form';
import { RemindersButton } from './reminders-dialog';
import { reminderStrings as s } from './reminders-strings';

// The リマインダー dialog on the real local backend: the table's rules in words, their failures,
// deleting one, and a new one listed as soon as it is added.
vi.setConfig({ testTimeout: 30_000 });

const OB: ReminderSettings = {
  table: 'ob_list',
  name: 'OB',
  fields: [{ key: 'plannedDeliveryDate', label: '納品予定日' }],
  first: { field: 'plannedDeliveryDate', timing: 'before', days: 1 },
};
const RULE = '納品予定日の1日前 9:00（進捗が完了以外）';

async function openDialog(name: string) {
  const local = await freshLocalBackend(name);
  await local.data.set(REMINDER_RULES, 'r1', { ...SAMPLE_REMINDER_FIELDS, createdBy: 'u2' });
  await local.data.set(REMINDER_RULES, 'sa1', {
    ...SAMPLE_REMINDER_FIELDS,
    table: 'sa_list',
    field: 'meetingDate',
    createdBy: 'u2',
  });
  render(
    <SignedInForTests uid="u1">
      <RemindersButton settings={OB} progressChoices={['完了', '進行中']} />
      <ToastViewport />
    </SignedInForTests>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: s.open }));
  const dialog = await screen.findByRole('dialog', { name: s.title('OB') });
  return { local, user, dialog };
}

test('lists the table’s rules in words (not the other table’s) and deletes one', async () => {
  const { local, user, dialog } = await openDialog('reminders-dialog-list');
  const list = await within(dialog).findByRole('list', { name: s.listLabel });
  expect(await within(list).findByText(RULE)).toBeVisible();
  expect(within(list).queryByText(/商談日/)).not.toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: s.remove(RULE) }));
  expect(await screen.findByText(s.removed)).toBeVisible();
  await waitFor(async () => expect(await local.data.get(REMINDER_RULES, 'r1')).toBeNull());
  expect(await within(dialog).findByText(s.empty)).toBeVisible();
});

test('a failed send is listed with its rule; a new rule appears in the list', async () => {
  const { local, user, dialog } = await openDialog('reminders-dialog-failures');
  await local.data.set(REMINDER_FAILURES, 'f1', {
    table: 'ob_list',
    ruleId: 'r1',
    reason: 'ルームに投稿できません',
    at: new Date('2026-11-27T00:00:00Z'),
  });
  const failures = await within(dialog).findByRole('region', { name: s.failuresLabel });
  expect(within(failures).getByText(new RegExp('ルームに投稿できません'))).toBeVisible();

  const form = within(dialog).getByRole('form', { name: s.addTitle });
  await user.clear(within(form).getByLabelText(s.days));
  await user.type(within(form).getByLabelText(s.days), '3');
  await user.type(within(form).getByLabelText(s.room), '77');
  await user.click(within(form).getByRole('button', { name: s.add }));
  expect(await within(dialog).findByText('納品予定日の3日前 9:00（進捗が完了以外）')).toBeVisible();
});
