import { stripChatworkMarkup } from './strip-markup';

test('To and reply tags go, the names written after them stay', () => {
  expect(stripChatworkMarkup('[To:1234]山田さん\n見積もりの確認をお願いします')).toBe(
    '山田さん\n見積もりの確認をお願いします',
  );
  expect(stripChatworkMarkup('[rp aid=1234 to=55-1700000000]山田さん\n了解です')).toBe(
    '山田さん\n了解です',
  );
  expect(stripChatworkMarkup('[返信 aid=1234 to=55-1700000000]山田さん 承知しました')).toBe(
    '山田さん 承知しました',
  );
  expect(stripChatworkMarkup('[toall]全員へ：明日は休業日です')).toBe('全員へ：明日は休業日です');
});

test('quotes keep their words, without the quote header', () => {
  expect(
    stripChatworkMarkup('[qt][qtmeta aid=99 time=1700000000]前回の議事録です[/qt]確認しました'),
  ).toBe('前回の議事録です\n確認しました');
});

test('info boxes, titles, code and rules become lines of text', () => {
  expect(
    stripChatworkMarkup(
      '[info][title]定例会議[/title]日時：11月24日 10:00[hr]場所：会議室A[/info]',
    ),
  ).toBe('定例会議\n日時：11月24日 10:00\n場所：会議室A');
  expect(stripChatworkMarkup('[code]const a = 1;[/code]動きました')).toBe(
    'const a = 1;\n動きました',
  );
});

test('icons, names, previews, downloads and system texts leave nothing behind', () => {
  expect(stripChatworkMarkup('[picon:1234][piconname:1234]さんが参加しました')).toBe(
    'さんが参加しました',
  );
  expect(
    stripChatworkMarkup('[preview id=123 ht=200]資料[download:123]見積書.pdf[/download]'),
  ).toBe('資料見積書.pdf');
  expect(stripChatworkMarkup('[dtext:chatroom_chat_edited]')).toBe('');
  expect(stripChatworkMarkup('[task aid=1 st=open lt=0]請求書を送る[/task]')).toBe('請求書を送る');
});

test('HTML-looking text and unknown brackets stay as they are (shown as text)', () => {
  expect(stripChatworkMarkup('<b>太字</b> & [メモ] [1] [Todo]')).toBe(
    '<b>太字</b> & [メモ] [1] [Todo]',
  );
});

test('full-width spaces inside the text are kept; blank runs collapse', () => {
  expect(stripChatworkMarkup('[To:1]　山田さん\n\n\n\nよろしく')).toBe('　山田さん\n\nよろしく');
});
