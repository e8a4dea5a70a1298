import { contactKindOf } from './contact-kind';

test.each([
  ['aoba@example.com', 'email'],
  ['https://hikari.example.com', 'url'],
  ['090-1111-2222', 'phone'],
  ['+81 3 1234 5678', 'phone'],
  ['０３－１２３４－５６７８', 'phone'],
  ['Slack: #techlink', 'other'],
  ['', 'empty'],
])('contact %s is %s', (value, kind) => expect(contactKindOf(value)).toBe(kind));
