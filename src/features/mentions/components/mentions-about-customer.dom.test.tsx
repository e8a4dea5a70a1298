import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import type { Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { MentionsAboutCustomer } from './mentions-about-customer';

let local: Backend;
beforeEach(async () => {
  local = await freshLocalBackend('mentions-about');
});

const stored = (id: string, body: string, extra: Record<string, unknown> = {}) =>
  local.data.set('members/u-me/mentions', id, {
    roomId: 1,
    roomName: '営業',
    messageId: id,
    senderName: '鈴木',
    body,
    sendTime: 1_764_300_000,
    state: 'unread',
    ...extra,
  });

test("hands the customer's timeline the member's Chatwork mentions naming it, with their cards", async () => {
  await stored('m1', 'テスト社の件、見積もり届きました');
  await stored('m2', '別の会社の話です');
  // A comment copy about the same customer is the page's own comment: not repeated.
  await stored('comment-c1', '株式会社テストについて', {
    source: 'comment',
    table: 'sa_list',
    rowId: 'r1',
    roomId: 0,
  });
  render(
    <MemoryRouter>
      <MentionsAboutCustomer
        uid="u-me"
        customer={{ table: 'sa_list', rowId: 'r1', clientName: '株式会社テスト' }}
      >
        {(mentions) => (
          <ul aria-label="mentions">
            {mentions.map((mention) => (
              <li key={mention.id}>
                {mention.at?.toISOString()} {mention.card}
              </li>
            ))}
          </ul>
        )}
      </MentionsAboutCustomer>
    </MemoryRouter>,
  );
  expect(await screen.findByText('テスト社の件、見積もり届きました')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('listitem')).toHaveTextContent(new Date(1_764_300_000_000).toISOString());
  expect(screen.queryByText('別の会社の話です')).toBeNull();
});
