import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { responsePublicUrl } from '@/lib/public-urls';
import { PublicRouter } from '@/lib/public-router';
import { publicStrings } from '../strings';
import { SurveyPage } from './survey-page';

const fields = [{ id: 'name', type: 'text', label: 'お名前', required: true, order: 0 }];

let local: Backend;
beforeEach(async () => {
  local = await freshLocalBackend('public-page');
});
afterEach(() => window.localStorage.clear());

function show(id: string, search = '') {
  window.history.replaceState(null, '', `/survey/${id}${search}`);
  const Page = () => <SurveyPage id={id} />;
  return render(
    <PublicRouter
      routes={[{ path: '/survey/:surveyId', load: () => Promise.resolve(Page) }]}
      notFound={() => null}
    />,
  );
}

describe('public survey page', () => {
  it('an archived survey shows the not-published notice instead of the form', async () => {
    await local.data.set('surveys', 'gone', {
      title: 'T',
      status: 'published',
      isArchived: true,
      fields,
    });
    show('gone');
    expect(await screen.findByText(publicStrings.notice.other)).toBeVisible();
    expect(publicStrings.notice.other).toBe('このアンケートは現在公開されていません');
    expect(screen.queryByRole('button', { name: publicStrings.submit })).toBeNull();
  });

  it('the archive notice wins over the closed notice', async () => {
    await local.data.set('surveys', 'gone', { status: 'closed', isArchived: true, fields });
    show('gone');
    expect(await screen.findByText(publicStrings.notice.other)).toBeVisible();
    expect(screen.queryByText(publicStrings.notice.closed)).toBeNull();
  });

  it('a published survey shows the form', async () => {
    await local.data.set('surveys', 'live', { title: 'T', status: 'published', fields });
    show('live');
    expect(await screen.findByRole('button', { name: publicStrings.submit })).toBeVisible();
  });
});

describe('closing by date or count', () => {
  it("past its closing time or at its limit, a published survey shows 'このアンケートは終了しました'", async () => {
    const live = { title: 'T', status: 'published', fields };
    await local.data.set('surveys', 'timed', { ...live, closesAt: new Date(Date.now() - 1000) });
    await local.data.set('surveys', 'full', { ...live, maxResponses: 3, responseCount: 3 });
    for (const id of ['timed', 'full']) {
      const { unmount } = show(id);
      expect(await screen.findByText('このアンケートは終了しました')).toBeVisible();
      expect(screen.queryByRole('button', { name: publicStrings.submit })).toBeNull();
      unmount();
    }
  });

  it('before its time and under its limit, the form', async () => {
    await local.data.set('surveys', 'open', {
      title: 'T',
      status: 'published',
      fields,
      closesAt: new Date(Date.now() + 60_000),
      maxResponses: 3,
      responseCount: 2,
    });
    show('open');
    expect(await screen.findByRole('button', { name: publicStrings.submit })).toBeVisible();
  });
});

describe('one answer per browser', () => {
  it('after answering, the same browser sees a notice with a link to its result', async () => {
    const user = userEvent.setup();
    await local.data.set('surveys', 'once', {
      title: 'T',
      status: 'published',
      oneAnswerPerBrowser: true,
      fields,
    });
    const { unmount } = show('once');
    await user.type(await screen.findByRole('textbox', { name: /お名前/ }), '山田');
    await user.click(screen.getByRole('button', { name: publicStrings.submit }));
    await waitFor(() => expect(window.localStorage.getItem('survey-answered:once')).toBeTruthy());
    const responseId = window.localStorage.getItem('survey-answered:once')!;
    expect(await local.data.get('responses', responseId)).not.toBeNull();
    unmount();

    show('once');
    expect(await screen.findByText(publicStrings.notice.alreadyAnswered)).toBeVisible();
    expect(screen.getByRole('link', { name: publicStrings.notice.viewYourResult })).toHaveAttribute(
      'href',
      responsePublicUrl(responseId),
    );
    expect(screen.queryByRole('button', { name: publicStrings.submit })).toBeNull();
  });

  it('off by default: the form stays, and nothing is remembered', async () => {
    const user = userEvent.setup();
    await local.data.set('surveys', 'many', { title: 'T', status: 'published', fields });
    const { unmount } = show('many');
    await user.type(await screen.findByRole('textbox', { name: /お名前/ }), '山田');
    await user.click(screen.getByRole('button', { name: publicStrings.submit }));
    await waitFor(async () => expect(await local.data.query('responses')).toHaveLength(1));
    expect(window.localStorage.getItem('survey-answered:many')).toBeNull();
    unmount();
    show('many');
    expect(await screen.findByRole('button', { name: publicStrings.submit })).toBeVisible();
  });

  it('a remembered answer is ignored when the setting is off', async () => {
    window.localStorage.setItem('survey-answered:many', 'AbCdEfGhIjKlMnOpQr12');
    await local.data.set('surveys', 'many', { title: 'T', status: 'published', fields });
    show('many');
    expect(await screen.findByRole('button', { name: publicStrings.submit })).toBeVisible();
  });
});

describe('one answer per personal link', () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';
  const survey = (over: Record<string, unknown> = {}) =>
    local.data.set('surveys', 'linked', {
      title: 'T',
      status: 'published',
      oneAnswerPerLink: true,
      fields,
      ...over,
    });

  it("a link that already answered shows a notice and its first answer's result", async () => {
    await survey();
    await local.data.set('surveyLinkAnswers', TOKEN, { surveyId: 'linked', responseId: 'first1' });
    show('linked', `?c=${TOKEN}`);
    expect(await screen.findByText(publicStrings.notice.linkAnswered)).toBeVisible();
    expect(screen.getByRole('link', { name: publicStrings.notice.viewYourResult })).toHaveAttribute(
      'href',
      responsePublicUrl('first1'),
    );
    expect(screen.queryByRole('button', { name: publicStrings.submit })).toBeNull();
  });

  it('the form stays for an unused link, another link, no link, or the setting off', async () => {
    await local.data.set('surveyLinkAnswers', TOKEN, { surveyId: 'linked', responseId: 'first1' });
    await survey();
    for (const search of ['?c=ZyXwVuTsRqPoNmLkJiHg', '', '?c=not-a-token']) {
      const { unmount } = show('linked', search);
      expect(await screen.findByRole('button', { name: publicStrings.submit })).toBeVisible();
      unmount();
    }
    await survey({ oneAnswerPerLink: false });
    show('linked', `?c=${TOKEN}`);
    expect(await screen.findByRole('button', { name: publicStrings.submit })).toBeVisible();
  });

  it("a recorded answer of another survey's link is not this survey's", async () => {
    await survey();
    await local.data.set('surveyLinkAnswers', TOKEN, { surveyId: 'other', responseId: 'first1' });
    show('linked', `?c=${TOKEN}`);
    expect(await screen.findByRole('button', { name: publicStrings.submit })).toBeVisible();
  });
});
