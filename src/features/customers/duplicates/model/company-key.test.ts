import { describe, expect, it } from 'vitest';
import { companyKey, corporateNumberKey, emailDomainKey, phoneKey } from './company-key';

/** Spellings of one company, as people type, paste and import them: each group one key. */
const SAME_COMPANY: readonly (readonly string[])[] = [
  [
    '株式会社ABC',
    '(株)ABC',
    '㈱ABC',
    '（株）ABC',
    'ＡＢＣ　株式会社',
    'ABC株式会社',
    'ABC(株)',
    'abc',
    'ＡＢＣ',
    ' 株式会社 A B C ',
    'ABC Co., Ltd.',
    'ABC Co.,Ltd',
    'ABC CO., LTD.',
    'ABC Inc.',
    'ABC Corporation',
    'ABC Corp.',
    'ABC K.K.',
    'A.B.C株式会社',
    'A・B・C株式会社',
    'ABC Company Limited',
  ],
  ['有限会社さくら食品', '(有)さくら食品', '㈲さくら食品', 'さくら食品有限会社', 'さくら 食品'],
  ['合同会社ひかりデザイン', '(同)ひかりデザイン', 'ひかりデザイン合同会社', 'ひかりデザイン LLC'],
  [
    '株式会社テックリンク',
    'ﾃｯｸﾘﾝｸ株式会社',
    'テック・リンク',
    'テック－リンク',
    'テックリンク (株)',
  ],
  ['株式会社コンピューター研究所', 'コンピュータ研究所', 'コンピューター 研究所 株式会社'],
  ['一般社団法人日本協会', '日本協会', '(一社)日本協会'],
  ['株式会社ネクストHR', 'ネクストＨＲ株式会社', 'ネクストhr', 'ネクストHR'],
];

const DIFFERENT = [
  ['株式会社ABC', '株式会社ABD'],
  ['さくら食品', 'さくら商事'],
  ['テックリンク', 'テックリンクス'],
  ['日本協会', '日本協議会'],
];

describe('companyKey', () => {
  const spellings = SAME_COMPANY.flat();
  it(`reads ${spellings.length} spellings of ${SAME_COMPANY.length} companies as their company`, () => {
    expect(spellings.length).toBeGreaterThanOrEqual(40);
    for (const group of SAME_COMPANY) {
      const keys = new Set(group.map(companyKey));
      expect([...keys], group.join(' / ')).toHaveLength(1);
      expect([...keys][0]).not.toBe('');
    }
  });

  it('keeps different companies apart', () => {
    for (const [a, b] of DIFFERENT) expect(companyKey(a!), `${a} / ${b}`).not.toBe(companyKey(b!));
    const keys = SAME_COMPANY.map((group) => companyKey(group[0]!));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves a name that is only a legal form empty, never matching everything', () => {
    expect(companyKey('株式会社')).toBe('');
    expect(companyKey('  ')).toBe('');
  });
});

describe('the other keys', () => {
  it('phone: the digits, +81 as 0, too short is none', () => {
    expect(phoneKey('03-1234-5678')).toBe('0312345678');
    expect(phoneKey('０３（１２３４）５６７８')).toBe('0312345678');
    expect(phoneKey('+81 3 1234 5678')).toBe('0312345678');
    expect(phoneKey('090-1234-5678')).toBe('09012345678');
    expect(phoneKey('内線 123')).toBe('');
  });

  it('e-mail: the company domain found in the text; free mail says nothing', () => {
    expect(emailDomainKey('担当: Taro.Yamada@ABC.co.jp')).toBe('abc.co.jp');
    expect(emailDomainKey('info@abc.co.jp / 03-1234-5678')).toBe('abc.co.jp');
    expect(emailDomainKey('abc.sales@gmail.com')).toBe('');
    expect(emailDomainKey('aoba@example.com')).toBe('');
    expect(emailDomainKey('someone@yahoo.co.jp')).toBe('');
    expect(emailDomainKey('Slack: #abc')).toBe('');
  });

  it('法人番号: a valid one, however typed; a wrong check digit is none', () => {
    expect(corporateNumberKey('6010001000001')).toBe('6010001000001');
    expect(corporateNumberKey('６０１０００１０００００１')).toBe('6010001000001');
    expect(corporateNumberKey('6010-001-000001')).toBe('6010001000001');
    expect(corporateNumberKey('7010001000001')).toBe('');
    expect(corporateNumberKey('')).toBe('');
  });
});
