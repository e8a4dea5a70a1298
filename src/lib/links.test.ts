import { contactKindOf, safeHttpUrl } from './links';

describe('links', () => {
  test('only http(s) URLs are opened', () => {
    expect(safeHttpUrl('https://video.example.com/a')).toBe('https://video.example.com/a');
    expect(safeHttpUrl(' http://x.example ')).toBe('http://x.example/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('video.example.com')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });

  test.each([
    ['aoba@example.com', 'email'],
    ['https://hikari.example.com', 'url'],
    ['090-1111-2222', 'phone'],
    ['+81 3 1234 5678', 'phone'],
    ['０３－１２３４－５６７８', 'phone'],
    ['Slack: #techlink', 'other'],
    ['', 'empty'],
  ])('contact %s is %s', (value, kind) => expect(contactKindOf(value)).toBe(kind));
});
