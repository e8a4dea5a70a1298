import { Readable, Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { readPassword } from './read-password';

const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

test('from a pipe, the first line of standard input is the password (nothing else read into it)', async () => {
  expect(await readPassword(Readable.from(['s3cret pass\nsecond line\n']), sink(), '> ')).toBe(
    's3cret pass',
  );
  expect(await readPassword(Readable.from(['crlf\r\n']), sink(), '> ')).toBe('crlf');
});

test('an empty pipe gives an empty password (the script then refuses it)', async () => {
  expect(await readPassword(Readable.from([]), sink(), '> ')).toBe('');
});
