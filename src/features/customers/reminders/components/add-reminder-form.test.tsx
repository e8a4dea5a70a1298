import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignedInForTests } from '@/features/auth';
import { REMINDER_RULES } from '@/contracts/reminders';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { SAMPLE_REMINDER_FIELDS } from '@/test/reminder-rule-fixture';
import { AddReminderForm, type ReminderSettings } from './add-reminder-form';
import { reminderStrings as s } from './reminders-strings';

const OB_REMINDERS: ReminderSettings = {
  table: 'ob_list',
  name: 'OB',
  fields: [{ key: 'plannedDeliveryDate', label: '納品予定日' }],
  first: { field: 'plannedDeliveryDate', timing: 'before', days: 1 },
};

function openAddForm(allowedRooms: readonly number[] | null) {
  render(
    <SignedInForTests uid="u1">
      <AddReminderForm
        settings={OB_REMINDERS}
        progressChoices={['完了']}
        allowedRooms={allowedRooms}
      />
    </SignedInForTests>,
  );
  return userEvent.setup();
}

test('only a room the team allowed is taken, and the allowed rooms are shown', async () => {
  const local = await freshLocalBackend('add-reminder-rooms');
  const user = openAddForm([77, 88]);
  const room = screen.getByLabelText(s.room);
  expect(screen.getByText(new RegExp(s.allowedRooms([77, 88])))).toBeVisible();
  await user.type(room, '12345');
  await user.click(screen.getByRole('button', { name: s.add }));
  expect(await screen.findByText(s.roomNotAllowed([77, 88]))).toBeVisible();
  expect(await local.data.query(REMINDER_RULES)).toEqual([]);
  await user.clear(room);
  await user.type(room, '88');
  await user.click(screen.getByRole('button', { name: s.add }));
  await waitFor(async () => expect(await local.data.query(REMINDER_RULES)).toHaveLength(1));
  expect((await local.data.query(REMINDER_RULES))[0]!.data).toMatchObject({ roomId: 88 });
  // In the first of the team's slots, the only ids the security rules take for a new rule.
  expect((await local.data.query(REMINDER_RULES))[0]!.id).toBe('rule-1');
});

test('the team’s 51st rule is refused with a message, nothing stored', async () => {
  const local = await freshLocalBackend('add-reminder-cap');
  for (let i = 0; i < 50; i += 1)
    await local.data.set(REMINDER_RULES, `r${i}`, { ...SAMPLE_REMINDER_FIELDS, createdBy: 'u2' });
  const user = openAddForm(null);
  await user.type(screen.getByLabelText(s.room), '77');
  await user.click(screen.getByRole('button', { name: s.add }));
  expect(await screen.findByText(s.tooMany(50))).toBeVisible();
  expect(await local.data.query(REMINDER_RULES)).toHaveLength(50);
});
