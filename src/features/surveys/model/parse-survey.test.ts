import { parseAnswers, parseResponse } from './parse-response';
import { parseField, parseSurvey } from './parse-survey';

test('a complete stored survey is read field by field with its dates', () => {
  const createdAt = new Date('2026-11-01T00:00:00Z');
  const survey = parseSurvey('s1', {
    title: '満足度',
    status: 'published',
    responseCount: 3,
    createdAt,
    fields: [
      {
        id: 'b',
        type: 'radio',
        label: 'B',
        required: true,
        order: 1,
        options: [{ id: 'o1', label: 'はい', value: 'はい' }],
        chartType: 'pie',
      },
      { id: 'a', type: 'text', label: 'A', required: false, order: 0, useAsLabel: true },
    ],
    summaries: { a: { summary: '要約', responseCount: 2, updatedAt: createdAt } },
  });
  expect(survey.fields.map((field) => field.id)).toEqual(['a', 'b']);
  expect(survey.fields[1]).toMatchObject({
    chartType: 'pie',
    options: [{ id: 'o1', label: 'はい', value: 'はい' }],
  });
  expect(survey.summaries.a).toEqual({
    summary: '要約',
    responseCount: 2,
    updatedAt: createdAt,
    // Stored before approval existed: not published.
    publishedAt: null,
    publishedBy: '',
    publishedByName: '',
  });
  expect(survey.createdAt).toBe(createdAt);
});

test('missing or malformed fields get safe defaults', () => {
  const survey = parseSurvey('s2', { status: 'archived', fields: 'nope', responseCount: 'x' });
  expect(survey).toMatchObject({
    title: '',
    status: 'draft',
    fields: [],
    responseCount: 0,
    isArchived: false,
    createdAt: null,
  });
});

test('a field with an unknown chart type keeps no chart type; numeric strings become numbers', () => {
  expect(
    parseField(
      { id: 'n', type: 'number', label: 'N', minValue: '1', maxValue: 10, chartType: 'radar' },
      0,
    ),
  ).toEqual({
    id: 'n',
    type: 'number',
    label: 'N',
    required: false,
    order: 0,
    minValue: 1,
    maxValue: 10,
  });
});

test('legacy answers stored as an array of {fieldId, value} become a map', () => {
  expect(
    parseAnswers({
      responses: [{ fieldId: 'a', value: 'x' }, { fieldId: 'b', value: ['1', '2'] }, { bad: true }],
    }),
  ).toEqual({
    a: 'x',
    b: ['1', '2'],
  });
  expect(parseAnswers({ answers: [{ fieldId: 'c', value: 4 }] })).toEqual({ c: 4 });
});

test('a response keeps its source collection', () => {
  const response = parseResponse(
    'r1',
    { surveyId: 's1', answers: { a: 'x' }, submittedAt: 'bad' },
    'surveyResponses',
  );
  expect(response).toEqual({
    id: 'r1',
    surveyId: 's1',
    answers: { a: 'x' },
    submittedAt: null,
    source: 'surveyResponses',
  });
});
