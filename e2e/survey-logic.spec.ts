import { test } from '@playwright/test';
import { answerThreeAndCheckResults, buildSurvey } from './survey-logic-flow';
import { demoOrigin } from './support';

// 表示条件: a question shown only for some answers. Built in the builder, answered by three
// visitors, counted on the results page. The Firebase build runs the same flow
// (e2e/firebase/survey-logic.spec.ts).
const TITLE = '利用状況アンケート';

test('a question shown only for 利用中: required then, not sent when hidden, counted over those shown', async ({
  page,
  context,
}) => {
  const url = await buildSurvey(page, demoOrigin, TITLE);
  await answerThreeAndCheckResults(page, context, demoOrigin, TITLE, url);
});
