import { expect, test } from 'vitest';
import { isNameQuestion, REDACTED, redactPersonal } from './redact-personal';

const { email, phone, postalCode, url, name } = REDACTED;

test.each([
  [
    '担当の方の対応が丁寧でした。連絡は yamada.taro@example.co.jp までお願いします',
    `担当の方の対応が丁寧でした。連絡は ${email} までお願いします`,
  ],
  ['折り返しは090-1234-5678へ', `折り返しは${phone}へ`],
  ['携帯：０９０－１２３４－５６７８（平日のみ）', `携帯:${phone}(平日のみ)`],
  ['代表 03(1234)5678、直通 (03) 1234-5679', `代表 ${phone}、直通 ${phone}`],
  ['海外からは +81-90-1234-5678 または +81 (0)3 1234 5678', `海外からは ${phone} または ${phone}`],
  ['09012345678に電話ください', `${phone}に電話ください`],
  ['フリーダイヤル0120-123-456', `フリーダイヤル${phone}`],
  ['番号は090ー1234ー5678です', `番号は${phone}です`],
  ['〒150-0001 東京都渋谷区神宮前1-2-3', `${postalCode} 東京都渋谷区神宮前1-2-3`],
  ['郵便番号 1500001 ではなく 150−0001', `郵便番号 1500001 ではなく ${postalCode}`],
  ['詳細は https://example.com/page?id=1 を見てください', `詳細は ${url} を見てください`],
  ['ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ', email],
])('%s', (answer, expected) => {
  expect(redactPersonal(answer)).toBe(expected);
});

test('numbers that are not phones or postal codes stay: dates, prices, counts, versions', () => {
  const answer = '2026-12-07に導入、月額12,000円、社員120名、ver 3.2.1、3〜5営業日、第2四半期';
  expect(redactPersonal(answer)).toBe(answer);
});

test('the response’s own name, e-mail and customer are replaced wherever they appear', () => {
  expect(
    redactPersonal('山田太郎です。株式会社テスト商事の件で、山田 まで', [
      '山田太郎',
      '株式会社テスト商事',
      'taro@example.com',
      '',
      '山',
    ]),
  ).toBe(`${name}です。${name}の件で、山田 まで`);
  expect(redactPersonal('Taro@Example.com に返信を', ['taro@example.com'])).toBe(
    `${email} に返信を`,
  );
});

test('a name question is known by its label', () => {
  for (const label of ['お名前', '氏名（漢字）', 'ご担当者名', 'フリガナ'])
    expect(isNameQuestion(label)).toBe(true);
  for (const label of ['ご意見', '会社の規模', '名刺の枚数'])
    expect(isNameQuestion(label)).toBe(false);
});
