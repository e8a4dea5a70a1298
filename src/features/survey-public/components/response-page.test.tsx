import { render, screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { type Backend } from '@/lib/backend';
import { freshLocalBackend } from '@/lib/backend/local/fresh-test-backend';
import { PublicRouter } from '@/lib/public-router';
import { resultStrings } from '../result-strings';
import { ResponsePage } from './response-page';

const field = (id: string, label: string) => ({
  id,
  type: 'textarea',
  label,
  required: false,
  order: id === 'a' ? 0 : 1,
  enableAiSummary: true,
});

let local: Backend;
beforeEach(async () => {
  local = await freshLocalBackend('response-page');
});

function show(id: string) {
  window.history.replaceState(null, '', `/response/${id}`);
  const Page = () => <ResponsePage id={id} />;
  return render(
    <PublicRouter
      routes={[{ path: '/response/:responseId', load: () => Promise.resolve(Page) }]}
      notFound={() => null}
    />,
  );
}

test('the result page shows only the AI summaries staff published', async () => {
  await local.data.set('surveys', 's1', {
    title: 'アンケート',
    status: 'published',
    fields: [field('a', '感想'), field('b', '要望')],
    summaries: {
      a: { summary: '公開された要約', responseCount: 1, publishedAt: new Date() },
      // Stored before approval existed (or written without it): never shown to visitors.
      b: { summary: '未確認の要約', responseCount: 1 },
    },
  });
  await local.data.set('responses', 'r1', {
    surveyId: 's1',
    answers: { a: '良い', b: '特になし' },
    submittedAt: new Date(),
  });
  show('r1');
  expect(await screen.findByText('公開された要約')).toBeVisible();
  expect(screen.getByText(resultStrings.aiSummary)).toBeVisible();
  expect(screen.queryByText('未確認の要約')).toBeNull();
});

test('no published summary: no AI summary section', async () => {
  await local.data.set('surveys', 's1', {
    title: 'アンケート',
    status: 'published',
    fields: [field('a', '感想')],
    summaries: { a: { summary: '未確認の要約', responseCount: 1 } },
  });
  await local.data.set('responses', 'r1', {
    surveyId: 's1',
    answers: { a: '良い' },
    submittedAt: new Date(),
  });
  show('r1');
  expect(await screen.findByText('良い')).toBeVisible();
  expect(screen.queryByText(resultStrings.aiSummary)).toBeNull();
  expect(screen.queryByText('未確認の要約')).toBeNull();
});

test('your answers list the free-text questions the field-type registry names, nothing else', async () => {
  await local.data.set('surveys', 's1', {
    title: 'アンケート',
    status: 'published',
    fields: [
      { ...field('a', '感想'), type: 'text' },
      { ...field('b', 'ご要望'), type: 'textarea' },
      { ...field('c', 'メール'), type: 'email' },
    ],
  });
  await local.data.set('responses', 'r1', {
    surveyId: 's1',
    answers: { a: '良かった', b: '特になし', c: 'me@example.com' },
    submittedAt: new Date(),
  });
  show('r1');
  expect(await screen.findByText('良かった')).toBeVisible();
  expect(screen.getByText(resultStrings.yourAnswers)).toBeVisible();
  expect(screen.getByText('特になし')).toBeVisible();
  expect(screen.queryByText('me@example.com')).toBeNull();
});
