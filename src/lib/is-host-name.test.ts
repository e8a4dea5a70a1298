import { expect, test } from 'vitest';
import { isHostName } from './is-host-name';

test.each([
  'tag.partner.co.jp',
  'localhost',
  'tag.example.com:8443',
  'a-b.c1.jp',
  'xn--eckwd4c7c.xn--zckzah',
])('a host name, optionally with a port, is accepted: %s', (value) => {
  expect(isHostName(value)).toBe(true);
});

test.each([
  '',
  'tag.example.com"><script>alert(1)</script>',
  'tag.example.com/evil.js',
  'https://tag.example.com',
  '{{Page Hostname}}',
  'tag .example.com',
  '-tag.example.com',
  'tag-.example.com',
  'tag..example.com',
  'tag.example.com:0',
  'tag.example.com:65536',
  'tag.example.com:',
  'タグ.example.jp',
  `${'a'.repeat(64)}.jp`,
  `${'a.'.repeat(127)}jp`,
  "tag.example.com'onload='x",
])('anything else is refused: %j', (value) => {
  expect(isHostName(value)).toBe(false);
});
