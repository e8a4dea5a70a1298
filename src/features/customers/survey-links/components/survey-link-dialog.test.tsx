import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SA_LIST, SURVEY_LINKS } from '@/contracts/collections';
import { RESPONSES } from '@/contracts/survey-collections';
import { ToastViewport } from '@/components/ui/toast';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { surveyPublicUrl } from '@/lib/public-urls';
import { surveyLinkSource, type SurveyCatalog } from '../data/survey-links';
import { customerTableStrings as s } from '../../strings';
import { SurveyLinkDialog, type SurveyLinkSource } from './survey-link-dialog';

/** The surveys area's catalog, as SA and OB pass it in: two published surveys. */
const SURVEYS = [
  { id: 's1', title: '納品後アンケート' },
  { id: 's2', title: '商談アンケート' },
];
const catalog: SurveyCatalog = {
  linkable: async () => SURVEYS,
  titleOf: async (id) => SURVEYS.find((survey) => survey.id === id)?.title ?? null,
  linkValuesFor: async () => null,
};

const AOBA = { rowId: 'r1', clientName: 'アオバ商事' };
const OPEN = 'アンケートURLを開く';

/** The dialog as a table row opens it: a button opens it for `customer`, closing clears it. */
function Harness({ source, customer }: { source: SurveyLinkSource; customer: typeof AOBA }) {
  const [linking, setLinking] = useState<typeof AOBA | null>(customer);
  return (
    <MemoryRouter>
      <button onClick={() => setLinking(customer)}>{OPEN}</button>
      <SurveyLinkDialog customer={linking} source={source} onClose={() => setLinking(null)} />
      <ToastViewport />
    </MemoryRouter>
  );
}

function renderDialog(source: SurveyLinkSource, customer = AOBA) {
  const user = userEvent.setup();
  render(<Harness source={source} customer={customer} />);
  return { user };
}

const answers = () => screen.getByRole('region', { name: s.customerResponses });

async function chooseSurvey(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: s.personalLinkSurvey }),
    title,
  );
}

// Proves: the link is {survey url}?c={the stored token}, made once per customer and survey (the
// same on a second open), and コピー puts exactly it on the clipboard.
test("choosing a survey shows the customer's personal link, the same on every open, and copies it", async () => {
  const local = await freshLocalBackend('survey-link-dialog-link');
  const { user } = renderDialog(surveyLinkSource(SA_LIST, 'u1', catalog));
  expect(
    await screen.findByRole('dialog', { name: s.personalLinkTitle('アオバ商事') }),
  ).toBeVisible();

  await chooseSurvey(user, '納品後アンケート');
  const url = screen.getByRole('textbox', { name: s.personalLinkUrl });
  await screen.findByDisplayValue(/\?c=/);
  // The link names the stored token of this survey and customer (20 letters and digits).
  const [link, ...others] = await local.data.query(SURVEY_LINKS);
  expect(others).toEqual([]);
  expect(link?.id).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(link?.data).toMatchObject({ surveyId: 's1', table: SA_LIST, ...AOBA, createdBy: 'u1' });
  const personal = `${surveyPublicUrl('s1')}?c=${link!.id}`;
  expect(url).toHaveValue(personal);

  // userEvent.setup() gives the page a clipboard to write to and read back.
  await user.click(screen.getByRole('button', { name: s.personalLinkCopy }));
  expect(await screen.findByText(s.linkCopied)).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(personal);

  // Closed and opened again: the same survey gives the same link, and no second token is made.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: OPEN }));
  await chooseSurvey(user, '納品後アンケート');
  await screen.findByDisplayValue(personal);
  expect(await local.data.query(SURVEY_LINKS)).toHaveLength(1);
});

// Proves: an answer sent through the customer's link is listed with its survey and JST time,
// linking to that response on the survey's results page.
test("lists the customer's answers, each linking to its response on the results page", async () => {
  const local = await freshLocalBackend('survey-link-dialog-answers');
  const source = surveyLinkSource(SA_LIST, 'u1', catalog);
  // The customer answered once through their link (the token stays on the public response).
  const token = (await source.linkFor('s2', AOBA)).split('?c=')[1];
  await local.data.set(RESPONSES, 'resp-1', {
    surveyId: 's2',
    answers: {},
    customerToken: token,
    submittedAt: new Date('2026-11-20T01:30:00Z'),
  });
  renderDialog(source);

  const open = await within(answers()).findByRole('link', {
    name: s.customerResponseOpen('商談アンケート', '2026/11/20 10:30'),
  });
  expect(open).toHaveTextContent(s.customerResponseView);
  expect(open).toHaveAttribute('href', '/surveys/s2/results?response=resp-1');
  expect(within(answers()).getAllByRole('listitem')).toHaveLength(1);
  expect(within(answers()).queryByText(s.customerResponsesNone)).not.toBeInTheDocument();
});

// Proves: no answers reads the empty text, not an empty list.
test('a customer without answers reads the empty text', async () => {
  await freshLocalBackend('survey-link-dialog-none');
  renderDialog(surveyLinkSource(SA_LIST, 'u1', catalog), { rowId: 'r2', clientName: 'ひかり' });
  expect(await within(answers()).findByText('まだ回答はありません。')).toBeVisible();
  expect(s.customerResponsesNone).toBe('まだ回答はありません。');
  expect(within(answers()).queryByRole('link')).not.toBeInTheDocument();
});

// Proves: a failed answers read shows its own message and leaves the link maker working.
test('answers that fail to load are reported, while links can still be made', async () => {
  await freshLocalBackend('survey-link-dialog-failed');
  const source: SurveyLinkSource = {
    ...surveyLinkSource(SA_LIST, 'u1', catalog),
    responsesOf: () => Promise.reject(new Error('offline')),
  };
  const { user } = renderDialog(source);

  const alert = await within(answers()).findByRole('alert');
  expect(alert).toHaveTextContent('回答の読み込みに失敗しました');
  expect(s.customerResponsesFailed).toBe('回答の読み込みに失敗しました');
  await chooseSurvey(user, '商談アンケート');
  const url = await screen.findByDisplayValue(/\?c=[A-Za-z0-9]{20}$/);
  expect(url).toBe(screen.getByRole('textbox', { name: s.personalLinkUrl }));
  expect((url as HTMLInputElement).value.startsWith(`${surveyPublicUrl('s2')}?c=`)).toBe(true);
});
