import { safeHttpUrl } from './safe-http-url';

test('only http(s) URLs are opened', () => {
  expect(safeHttpUrl('https://video.example.com/a')).toBe('https://video.example.com/a');
  expect(safeHttpUrl(' http://x.example ')).toBe('http://x.example/');
  expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
  expect(safeHttpUrl('video.example.com')).toBeNull();
  expect(safeHttpUrl('')).toBeNull();
});
