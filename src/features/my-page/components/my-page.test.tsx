import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ASSIGNEE_NAMES } from '@/contracts/assignee-links';
import { SignedInForTests } from '@/features/auth';
import { resetObListForTests } from '@/features/ob';
import { resetSaListForTests } from '@/features/sa';
import { backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { plusDays, tokyoDay } from '@/lib/tokyo-time';
import { myPageStrings as s } from '../strings';
import { MyPage } from './my-page';

// マイページ on the real local backend: the member's customers through their linked names.
vi.setConfig({ testTimeout: 30_000 });

const UID = 'u-yamamoto';
const today = tokyoDay(new Date());
const ob = (
  clientName: string,
  obAssignee: string,
  plannedDeliveryDate: string,
  progress = '',
) => ({
  slackNumber: '#1',
  clientName,
  obAssignee,
  plannedDeliveryDate,
  progress,
  deliveryDate: '',
  surveyResponseDate: '',
  createdAt: new Date('2026-01-01'),
});

function renderMyPage() {
  resetSaListForTests();
  resetObListForTests();
  render(
    <MemoryRouter>
      <SignedInForTests uid={UID}>
        <MyPage />
      </SignedInForTests>
    </MemoryRouter>,
  );
}

test('without a linked name it says where to link one', async () => {
  await freshLocalBackend('my-page-unlinked');
  renderMyPage();
  expect(await screen.findByText(s.noNamesTitle)).toBeVisible();
  expect(screen.getByRole('link', { name: s.goToMembers })).toHaveAttribute('href', '/members');
});

test('the figures count the member’s own rows and open the table on exactly those', async () => {
  await freshLocalBackend('my-page-figures');
  const data = backend().data;
  await data.set(ASSIGNEE_NAMES, '山本', { uid: UID, claimedAt: new Date() });
  await data.add('ob_list', ob('遅れ商事', '山本', plusDays(today, -3), '進行中'));
  await data.add('ob_list', ob('完了商事', '山本', plusDays(today, -3), '完了'));
  await data.add('ob_list', ob('来週商事', '山本', plusDays(today, 2), '進行中'));
  await data.add('ob_list', ob('他人商事', '佐藤', plusDays(today, -3), '進行中'));
  renderMyPage();

  expect(await screen.findByText(s.mine('山本'))).toBeVisible();
  const overdue = screen.getByRole('link', { name: s.figureLink(s.overdue, 1) });
  expect(overdue.getAttribute('href')).toMatch(/^\/ob\?.*assignee=%E5%B1%B1%E6%9C%AC/);
  expect(overdue.getAttribute('href')).toContain('date=overdue');
  expect(screen.getByRole('link', { name: s.figureLink(s.next7, 1) })).toBeVisible();
  // OB by 進捗: 山本's three rows, none of 佐藤's.
  const card = screen.getByRole('region', { name: s.byProgress('OB') });
  expect(within(card).getByRole('link', { name: s.figureLink('進行中', 2) })).toBeVisible();
  expect(within(card).getByRole('link', { name: s.figureLink('完了', 1) })).toBeVisible();
});
