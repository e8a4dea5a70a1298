import { defaultKept, defaultPicks, mergeRequestOf } from './merge-picks';

const older = {
  id: 'a',
  createdAt: new Date('2026-01-01'),
  clientName: '株式会社テスト商事',
  phoneNumber: '',
  progress: '商談中',
  memo: '',
};
const newer = {
  id: 'b',
  createdAt: new Date('2026-03-01'),
  clientName: '(株)テスト商事',
  phoneNumber: '03-1111-2222',
  progress: '提案',
  memo: '',
};
const FIELDS = ['clientName', 'phoneNumber', 'progress', 'memo'];

test('each field keeps the filled value, and of two filled ones the newer row’s', () => {
  expect(defaultPicks(older, newer, FIELDS)).toEqual({
    clientName: 'b',
    phoneNumber: 'b',
    progress: 'b',
    memo: 'b',
  });
  expect(
    defaultPicks(
      { ...older, phoneNumber: '03-0000-0000', progress: '' },
      { ...newer, phoneNumber: '' },
      FIELDS,
    ),
  ).toEqual({
    clientName: 'b',
    phoneNumber: 'a',
    progress: 'b',
    memo: 'b',
  });
  expect(defaultPicks(newer, older, FIELDS).phoneNumber).toBe('a');
});

test('the older row is kept by default', () => {
  expect(defaultKept(older, newer)).toBe('a');
  expect(defaultKept(newer, older)).toBe('b');
});

test('the request names the kept row and, per field, whose value survives relative to it', () => {
  const request = mergeRequestOf({
    table: 'sa_list',
    a: older,
    b: newer,
    kept: 'a',
    picks: { clientName: 'a', phoneNumber: 'b', progress: 'a', memo: 'a' },
    fields: FIELDS,
  });
  expect(request).toMatchObject({
    keptId: 'a',
    mergedId: 'b',
    picks: { clientName: 'kept', phoneNumber: 'merged', progress: 'kept', memo: 'kept' },
  });
  expect(request.seen.kept).toEqual({
    clientName: '株式会社テスト商事',
    phoneNumber: '',
    progress: '商談中',
    memo: '',
  });
  const swapped = mergeRequestOf({
    table: 'sa_list',
    a: older,
    b: newer,
    kept: 'b',
    picks: { clientName: 'a', phoneNumber: 'b', progress: 'b', memo: 'b' },
    fields: FIELDS,
  });
  expect(swapped).toMatchObject({
    keptId: 'b',
    mergedId: 'a',
    picks: { clientName: 'merged', phoneNumber: 'kept' },
  });
});
