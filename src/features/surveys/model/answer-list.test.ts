import { describe, expect, it } from 'vitest';
import { hasAnswerList, listAnswers } from './answer-list';
import type { AnswerValue, SurveyResponse } from './types';

const response = (
  id: string,
  value: AnswerValue | undefined,
  submittedAt: string | null,
  source: SurveyResponse['source'] = 'responses',
): SurveyResponse => ({
  id,
  surveyId: 's',
  answers: value === undefined ? {} : { q: value },
  submittedAt: submittedAt ? new Date(submittedAt) : null,
  source,
});

describe('listAnswers', () => {
  it('lists non-empty answers newest first, undated ones last', () => {
    const listed = listAnswers({ id: 'q' }, [
      response('old', '古い回答', '2026-01-01T00:00:00Z'),
      response('none', '日付なし', null, 'surveyResponses'),
      response('new', '新しい回答', '2026-03-01T00:00:00Z'),
      response('mid', '中間の回答', '2026-02-01T00:00:00Z'),
    ]);
    expect(listed.map((a) => a.text)).toEqual(['新しい回答', '中間の回答', '古い回答', '日付なし']);
    expect(listed.at(-1)?.key).toBe('surveyResponses-none');
  });

  it('leaves out blank, full-width-space-only and missing answers', () => {
    const listed = listAnswers({ id: 'q' }, [
      response('a', '', '2026-01-01T00:00:00Z'),
      response('b', '\u3000 ', '2026-01-02T00:00:00Z'),
      response('c', undefined, '2026-01-03T00:00:00Z'),
      response('d', null, '2026-01-04T00:00:00Z'),
      response('e', ' 前後に空白\n二行目 ', '2026-01-05T00:00:00Z'),
    ]);
    expect(listed).toEqual([
      {
        key: 'responses-e',
        text: ' 前後に空白\n二行目 ',
        submittedAt: new Date('2026-01-05T00:00:00Z'),
      },
    ]);
  });

  it('a number or list stored in a text question is shown as text', () => {
    const listed = listAnswers({ id: 'q' }, [
      response('a', 42, '2026-01-02T00:00:00Z'),
      response('b', ['x', 'y'], '2026-01-01T00:00:00Z'),
    ]);
    expect(listed.map((a) => a.text)).toEqual(['42', 'x, y']);
  });
});

it('text, textarea, e-mail and date questions have answer lists; others do not', () => {
  expect(['text', 'textarea', 'email', 'date'].map((type) => hasAnswerList({ type }))).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(
    ['number', 'radio', 'checkbox', 'select', 'rating', 'unknown'].some((type) =>
      hasAnswerList({ type }),
    ),
  ).toBe(false);
});
