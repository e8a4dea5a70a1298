import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  buildSummaryPrompt,
  MAX_ANSWER_CHARS,
  MAX_ANSWERS_CHARS,
  MAX_PROMPT_ANSWERS,
  SYSTEM_PROMPT,
} from './summary-prompt.js';

const userText = (prompt: ReturnType<typeof buildSummaryPrompt>) => prompt.messages[1]!.content;

test('holds the question, the count and every answer on its own line', () => {
  const prompt = buildSummaryPrompt({
    question: 'ご意見・ご要望',
    answers: ['とても便利です。', '通知を\n細かく\u3000設定したい'],
  });
  assert.equal(prompt.messages[0]!.content, SYSTEM_PROMPT);
  assert.equal(
    userText(prompt),
    '質問: ご意見・ご要望\n回答数: 2件\n\n回答:\n- とても便利です。\n- 通知を 細かく 設定したい',
  );
  assert.deepEqual([prompt.used, prompt.total], [2, 2]);
});

test('at most MAX_PROMPT_ANSWERS answers, the first given (newest), and it says so', () => {
  const answers = Array.from({ length: 1_000 }, (_, i) => `回答${i}`);
  const prompt = buildSummaryPrompt({ question: 'q', answers, totalAnswers: 1_200 });
  assert.equal(prompt.used, MAX_PROMPT_ANSWERS);
  assert.equal(prompt.total, 1_200);
  assert.match(userText(prompt), /回答数: 1200件（うち新しい順に200件を掲載/);
  assert.ok(userText(prompt).includes('- 回答0\n'));
  assert.ok(!userText(prompt).includes(`- 回答${MAX_PROMPT_ANSWERS}\n`));
});

test('long answers are cut by characters (emoji stay whole) and the total stays bounded', () => {
  const long = '🍣'.repeat(MAX_ANSWER_CHARS + 50);
  const prompt = buildSummaryPrompt({ question: 'q', answers: Array(200).fill(long) });
  const lines = userText(prompt)
    .split('\n')
    .filter((line) => line.startsWith('- '));
  assert.equal(Array.from(lines[0]!).length, 2 + MAX_ANSWER_CHARS + 1);
  assert.ok(!lines[0]!.includes('\uFFFD'));
  const answerChars = lines.reduce((sum, line) => sum + line.length - 2, 0);
  assert.ok(answerChars <= MAX_ANSWERS_CHARS * 2, 'bounded (UTF-16 units of 2-unit emoji)');
  assert.ok(prompt.used < 200);
  assert.ok(userText(prompt).length < 70_000);
});

test('blank answers are skipped, and a reported total below what was sent is ignored', () => {
  const prompt = buildSummaryPrompt({
    question: '  ',
    answers: ['a', ' ', '\u3000'],
    totalAnswers: 0,
  });
  assert.deepEqual([prompt.used, prompt.total], [1, 1]);
  assert.match(userText(prompt), /^質問: （無題の質問）\n回答数: 1件\n/);
});
