import { increment, serverTimestamp } from '../field-values';
import { decodeFields } from './rest-values';
import { encodeValue, restWrite } from './rest-writes';

test('values round-trip through the REST types', () => {
  const data = {
    text: 'こんにちは',
    count: 3,
    ratio: 0.5,
    yes: true,
    none: null,
    at: new Date('2026-11-29T01:02:03.456Z'),
    list: ['a', 1, [2], { k: 'v' }],
    map: { nested: { deep: 'x' } },
  };
  const encoded = restWrite('projects/p/databases/(default)/documents/c/d', data).update.fields;
  expect(encoded.count).toEqual({ integerValue: '3' });
  expect(encoded.ratio).toEqual({ doubleValue: 0.5 });
  expect(encoded.at).toEqual({ timestampValue: '2026-11-29T01:02:03.456Z' });
  expect(decodeFields(encoded)).toEqual(data);
  expect(decodeFields({ empty: { mapValue: {} }, none: { arrayValue: {} } })).toEqual({
    empty: {},
    none: [],
  });
});

test('undefined fields are left out; undefined in a list is null', () => {
  expect(restWrite('n', { a: undefined, b: [undefined] }).update.fields).toEqual({
    b: { arrayValue: { values: [{ nullValue: null }] } },
  });
});

test('a new response: its time is the server’s, and the write fails if the id exists', () => {
  const write = restWrite(
    'n',
    { surveyId: 's1', answers: { q1: '良い', 'field-2': ['a'] }, submittedAt: serverTimestamp() },
    { mustBeNew: true },
  );
  expect(write.updateTransforms).toEqual([
    { fieldPath: 'submittedAt', setToServerValue: 'REQUEST_TIME' },
  ]);
  expect(write.currentDocument).toEqual({ exists: false });
  expect(write.update.fields).not.toHaveProperty('submittedAt');
  expect(write.updateMask).toBeUndefined();
});

test('an answer slot: a merge of an increment only touches the count', () => {
  const write = restWrite('n', { count: increment(1) }, { merge: true });
  expect(write).toEqual({
    update: { name: 'n', fields: {} },
    updateMask: { fieldPaths: [] },
    updateTransforms: [{ fieldPath: 'count', increment: { integerValue: '1' } }],
  });
  // A merge names each leaf it writes; names that are not plain are quoted.
  expect(
    restWrite('n', { values: { 'ob.progress': '納品済み' }, plain: 1 }, { merge: true }).updateMask,
  ).toEqual({ fieldPaths: ['values.`ob.progress`', 'plain'] });
});

test('a transform inside a list, or a deleteField, is refused', () => {
  expect(() => encodeValue([serverTimestamp()])).toThrow();
  expect(() => restWrite('n', { gone: { __transform: 'deleteField' } })).toThrow();
});
