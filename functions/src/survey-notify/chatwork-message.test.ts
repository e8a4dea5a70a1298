import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mentionsAccount } from '../mentions/chatwork-markup.js';
import {
  defangUrls,
  escapeChatwork,
  MESSAGE_LIMITS,
  messageInputOf,
  responseMessage,
} from './chatwork-message.js';

const survey = {
  title: '納品後アンケート',
  fields: [
    { id: 'q2', label: '満足度', order: 1, options: [{ label: 'とても満足', value: 'v5' }] },
    { id: 'q1', label: 'お名前', order: 0 },
    {
      id: 'q3',
      label: '良かった点',
      order: 2,
      options: [
        { label: '速さ', value: 'fast' },
        { label: '丁寧さ', value: 'kind' },
      ],
    },
  ],
};
const URL = 'https://admin.example.com/surveys/s1/results';

test('title, customer, answers in question order (choices by label) and the results link', () => {
  const body = responseMessage(
    messageInputOf(
      survey,
      { answers: { q1: '山田', q2: 'v5', q3: ['fast', 'kind'] } },
      'OB社',
      URL,
    ),
  );
  assert.equal(
    body,
    [
      '[info][title]アンケートに回答がありました: 納品後アンケート[/title]',
      '顧客: OB社',
      '■ お名前\n山田',
      '■ 満足度\nとても満足',
      '■ 良かった点\n速さ、丁寧さ',
      `結果ページ: ${URL}[/info]`,
    ].join('\n'),
  );
});

test('no customer line for an anonymous answer; empty answers are left out', () => {
  const body = responseMessage(
    messageInputOf(survey, { answers: { q1: '  ', q2: 'v5' } }, null, URL),
  );
  assert.ok(!body.includes('顧客'));
  assert.ok(!body.includes('お名前'));
  assert.ok(body.includes('■ 満足度'));
});

test('visitors cannot inject Chatwork notation: [To:], [toall], [info], [qt], [code]', () => {
  const hostile = '[To:123]さん [toall][/info][info][title]偽[/title][qt]x[/qt][code]y[/code]';
  const body = responseMessage(
    messageInputOf(
      { ...survey, title: '[toall]タイトル' },
      { answers: { q1: hostile } },
      '[To:456]顧客',
      URL,
    ),
  );
  assert.equal(escapeChatwork('[To:1]'), '［To:1］');
  assert.ok(!mentionsAccount(body, 123));
  assert.ok(!mentionsAccount(body, 456));
  assert.ok(!body.includes('[toall]'));
  // Only our own box: one [info], one [title], closed once each.
  assert.equal(body.match(/\[info\]/g)?.length, 1);
  assert.equal(body.match(/\[\/info\]/g)?.length, 1);
  assert.equal(body.match(/\[title\]/g)?.length, 1);
  assert.ok(!/\[(qt|code)\]/.test(body));
});

test('the results link is made inert too (in local mode its origin comes from the browser)', () => {
  const body = responseMessage(
    messageInputOf(survey, { answers: {} }, null, 'http://x/[toall][To:7][/info][info]'),
  );
  assert.ok(!body.includes('[toall]'));
  assert.ok(!mentionsAccount(body, 7));
  assert.equal(body.match(/\[info\]/g)?.length, 1);
  assert.equal(body.match(/\[\/info\]/g)?.length, 1);
});

test('bounded: the first questions, each answer cut, the whole body capped', () => {
  const many = {
    title: 'T',
    fields: Array.from({ length: 9 }, (_, i) => ({ id: `f${i}`, label: `Q${i}`, order: i })),
  };
  const answers = Object.fromEntries(many.fields.map((f) => [f.id, 'あ'.repeat(100_000)]));
  const body = responseMessage(messageInputOf(many, { answers }, null, URL));
  assert.ok([...body].length <= MESSAGE_LIMITS.bodyChars, `${[...body].length}`);
  assert.ok(body.endsWith(`結果ページ: ${URL}[/info]`));
  assert.ok(!body.includes('Q5'));
  assert.ok(body.includes('（ほか4問の回答は結果ページで）') || body.includes('…'));
  const oneLong = responseMessage(
    messageInputOf(many, { answers: { f0: 'い'.repeat(5000) } }, null, URL),
  );
  assert.ok(oneLong.includes(`${'い'.repeat(MESSAGE_LIMITS.answerChars - 1)}…`));
});

test('defangUrls catches links glued to a word, in any case', () => {
  assert.equal(defangUrls('見てxhttps://a.example/x'), '見てxhxxps://a(.)example/x');
  assert.equal(defangUrls('HTTP://B.EXAMPLE'), 'hxxp://B(.)EXAMPLE');
  assert.equal(defangUrls('リンクなし a.example'), 'リンクなし a.example');
});
