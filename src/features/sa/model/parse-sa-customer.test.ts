import { toIsoDate } from '@/lib/iso-date';
import { parseSaCustomer, parseSaCustomerCached } from './parse-sa-customer';

describe('parseSaCustomer', () => {
  test('a complete document becomes a row', () => {
    const createdAt = new Date('2026-11-01T01:00:00Z');
    const row = parseSaCustomer('a1', {
      corporateNumber: '1010001000001',
      clientName: '株式会社アオバ商事',
      serviceName: '在庫管理クラウド',
      meetingDate: '2026-11-10',
      lastContactDate: '2026-11-05',
      referralSource: '自社サイト',
      priority: 'A',
      nextAction: '見積書を送付する',
      progress: '商談中',
      obAssignee: '山本',
      contactPerson: '鈴木 部長',
      contactInfo: 'aoba@example.com',
      phoneNumber: '03-1234-5678',
      meetingVideo: 'https://video.example.com/1',
      isFavorite: true,
      createdAt,
    });
    expect(row).toMatchObject({
      id: 'a1',
      clientName: '株式会社アオバ商事',
      meetingDate: '2026-11-10',
      priority: 'A',
      obAssignee: '山本',
      isFavorite: true,
      createdAt,
    });
  });

  test('missing and wrongly typed fields become empty values', () => {
    const row = parseSaCustomer('x', { clientName: 42, priority: 'Z', isFavorite: 'yes' });
    expect(row).toMatchObject({
      clientName: '42',
      serviceName: '',
      priority: '',
      isFavorite: false,
      meetingDate: '',
      createdAt: null,
    });
  });

  test('older documents: the assignee is read from assignee or saAssignee', () => {
    expect(parseSaCustomer('x', { assignee: '佐藤' }).obAssignee).toBe('佐藤');
    expect(parseSaCustomer('x', { saAssignee: '田中' }).obAssignee).toBe('田中');
    expect(parseSaCustomer('x', { obAssignee: '山本', assignee: '佐藤' }).obAssignee).toBe('山本');
    expect(parseSaCustomer('x', { obAssignee: '', assignee: '佐藤' }).obAssignee).toBe('佐藤');
  });

  test('dates stored as Timestamps or Dates are read as the Tokyo calendar day', () => {
    // 2026-11-09 20:00 UTC is 2026-11-10 05:00 in Tokyo
    const instant = new Date('2026-11-09T20:00:00Z');
    expect(parseSaCustomer('x', { meetingDate: instant }).meetingDate).toBe('2026-11-10');
    expect(parseSaCustomer('x', { meetingDate: { toDate: () => instant } }).meetingDate).toBe(
      '2026-11-10',
    );
    expect(
      parseSaCustomer('x', { lastContactDate: { seconds: instant.getTime() / 1000 } })
        .lastContactDate,
    ).toBe('2026-11-10');
    expect(parseSaCustomer('x', { createdAt: { seconds: 1 } }).createdAt).toEqual(new Date(1000));
  });

  test('a lower-case or full-width priority is accepted', () => {
    expect(parseSaCustomer('x', { priority: 'ｂ' }).priority).toBe('B');
    expect(parseSaCustomer('x', { priority: ' c ' }).priority).toBe('C');
  });

  test('the cached parse returns the same row for the same stored data object', () => {
    const data = { clientName: 'A社' };
    const first = parseSaCustomerCached('x', data);
    expect(parseSaCustomerCached('x', data)).toBe(first);
    expect(parseSaCustomerCached('x', { clientName: 'A社' })).not.toBe(first);
  });
});

describe('toIsoDate', () => {
  test.each([
    ['2024/1/5', '2024-01-05'],
    ['2024-1-5', '2024-01-05'],
    ['2024-01-05', '2024-01-05'],
    ['２０２４／１２／３１', '2024-12-31'],
    ['2024年3月9日', '2024-03-09'],
    [' 2024/02/29 ', '2024-02-29'],
  ])('%s -> %s', (input, expected) => expect(toIsoDate(input)).toBe(expected));

  test.each(['', '2023/2/29', '2024/13/1', '明日', '1/5', '20240105'])('not a date: %s', (input) =>
    expect(toIsoDate(input)).toBe(''),
  );

  test('an invalid Date and other types are empty', () => {
    expect(toIsoDate(new Date('x'))).toBe('');
    expect(toIsoDate(20240105)).toBe('');
    expect(toIsoDate(null)).toBe('');
    expect(toIsoDate({})).toBe('');
  });
});
