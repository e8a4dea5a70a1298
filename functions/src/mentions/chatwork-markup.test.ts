import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mentionsAccount, withoutQuotes } from './chatwork-markup.js';

const ME = 1234;

test('[To:me] and a reply to me are mentions', () => {
  assert.equal(mentionsAccount('[To:1234]山田さん\n明日の件です', ME), true);
  assert.equal(mentionsAccount('[rp aid=1234 to=55-1700000000]山田さん\n了解です', ME), true);
  assert.equal(mentionsAccount('[rp aid=1234]了解', ME), true);
  assert.equal(mentionsAccount('[to:1234] 小文字でも', ME), true);
});

test('other accounts, a longer id and TO ALL are not mentions of me', () => {
  assert.equal(mentionsAccount('[To:12345]鈴木さん', ME), false);
  assert.equal(mentionsAccount('[To:123]佐藤さん', ME), false);
  assert.equal(mentionsAccount('[rp aid=12345 to=55-1]返信', ME), false);
  assert.equal(mentionsAccount('[toall]全員へ', ME), false);
  assert.equal(mentionsAccount('To:1234 と書いただけ', ME), false);
});

test('a mention inside a quote does not count, one outside it does', () => {
  const quoted =
    '[qt][qtmeta aid=99 time=1700000000][To:1234]山田さん 確認お願いします[/qt]承知しました';
  assert.equal(mentionsAccount(quoted, ME), false);
  assert.equal(mentionsAccount(`${quoted}\n[To:1234]山田さん 追記です`, ME), true);
});

test('nested quotes are removed whole', () => {
  const body = '[qt]外側[qt]内側[To:1234][/qt]まだ引用[To:1234][/qt]本文';
  assert.equal(withoutQuotes(body), '本文');
  assert.equal(mentionsAccount(body, ME), false);
});

test('an unclosed quote is plain text, so a mention after it counts', () => {
  assert.equal(withoutQuotes('前[qt]閉じない[To:1234]'), '前[qt]閉じない[To:1234]');
  assert.equal(mentionsAccount('前[qt]閉じない[To:1234]', ME), true);
  assert.equal(withoutQuotes('a[/qt]b'), 'a[/qt]b');
});
