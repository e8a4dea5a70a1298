import { expect, test } from 'vitest';
import {
  isSummarisableField,
  respondentValues,
  summaryRefusal,
  summarySource,
  type StoredResponse,
} from './summary-source';

const survey = {
  aiSummaryEnabled: true,
  fields: [
    { id: 'c', type: 'textarea', label: 'ご意見', enableAiSummary: true },
    { id: 'n', type: 'text', label: '名前' },
    { id: 'r', type: 'radio', label: '満足度', enableAiSummary: true },
  ],
};

const response = (answers: unknown, at: number | null): StoredResponse => ({
  data: { surveyId: 's', answers },
  submittedAtMs: at,
});

test('the question and its non-empty text answers, trimmed, newest first, undated last', () => {
  const result = summarySource(
    survey,
    [
      response({ c: ' 古い ' }, 1),
      response({ c: '' }, 5),
      response({ c: 42 }, 6),
      response({}, 7),
      response({ c: '日付なし' }, null),
      response({ c: '新しい' }, 3),
    ],
    'c',
  );
  expect(result).toEqual({
    ok: true,
    source: { question: 'ご意見', answers: ['新しい', '古い', '日付なし'], totalAnswers: 3 },
  });
});

test('what names the respondent is taken out: their name answer, and their link’s client', () => {
  const named = { ...response({ c: 'アオバ商事の山田です', n: '山田' }, 1), known: ['アオバ商事'] };
  const result = summarySource(survey, [named], 'c');
  expect(result.ok && result.source.answers).toEqual(['［氏名］の［氏名］です']);
  // What local mode sends beside the one answer it sends of each response.
  expect(respondentValues(survey, named.data)).toEqual(['山田']);
});

test('legacy responses (an array of {fieldId, value}) are read too', () => {
  const legacy: StoredResponse = {
    data: { surveyId: 's', responses: [{ fieldId: 'c', value: '旧形式' }] },
    submittedAtMs: 2,
  };
  const result = summarySource(survey, [legacy], 'c');
  expect(result.ok && result.source.answers).toEqual(['旧形式']);
});

test('a missing survey, an unknown field or one not enabled for summaries is refused', () => {
  expect(summarySource(null, [], 'c')).toEqual({ ok: false, failure: 'survey-missing' });
  expect(summarySource({ aiSummaryEnabled: true }, [], 'c')).toEqual({
    ok: false,
    failure: 'field-missing',
  });
  expect(summarySource(survey, [], 'x')).toEqual({ ok: false, failure: 'field-missing' });
  expect(summarySource(survey, [], 'n')).toEqual({ ok: false, failure: 'not-summarisable' });
  expect(summarySource(survey, [], 'r')).toEqual({ ok: false, failure: 'not-summarisable' });
  // The same refusals from the survey alone, before any response is read.
  expect(summaryRefusal({ ...survey, aiSummaryEnabled: false }, 'c')).toBe('not-enabled');
  expect(summaryRefusal(survey, 'n')).toBe('not-summarisable');
  expect(summaryRefusal(survey, 'c')).toBeNull();
});

test('no answers yet is a source with none (the caller decides what to say)', () => {
  expect(summarySource(survey, [], 'c')).toEqual({
    ok: true,
    source: { question: 'ご意見', answers: [], totalAnswers: 0 },
  });
});

test('only free-text types with the builder switch on are summarisable', () => {
  expect(isSummarisableField({ type: 'text', enableAiSummary: true })).toBe(true);
  expect(isSummarisableField({ type: 'textarea', enableAiSummary: 'true' })).toBe(false);
  expect(isSummarisableField({ type: 'checkbox', enableAiSummary: true })).toBe(false);
  expect(isSummarisableField({ type: 'unknown', enableAiSummary: true })).toBe(false);
});

test('answers reach the summary without e-mails, phones, or the name and e-mail the response gave', () => {
  const withEmail = {
    ...survey,
    fields: [...survey.fields, { id: 'm', type: 'email', label: '連絡先' }],
  };
  const result = summarySource(
    withEmail,
    [
      response(
        {
          c: '佐藤花子です。折り返しは 03-1234-5678 か hanako@example.jp へ',
          n: '佐藤花子',
          m: 'hanako@example.jp',
        },
        2,
      ),
      response({ c: '鈴木さんの説明が分かりやすかった', n: '高橋' }, 1),
    ],
    'c',
  );
  expect(result.ok && result.source.answers).toEqual([
    '［氏名］です。折り返しは ［電話番号］ か ［メール］ へ',
    '鈴木さんの説明が分かりやすかった',
  ]);
});

test('nothing is read for the AI provider while the survey has AI要約に回答を送信する off', () => {
  const answers = [response({ c: '便利です' }, 1)];
  for (const off of [{ ...survey, aiSummaryEnabled: false }, { fields: survey.fields }])
    expect(summarySource(off, answers, 'c')).toEqual({ ok: false, failure: 'not-enabled' });
});
