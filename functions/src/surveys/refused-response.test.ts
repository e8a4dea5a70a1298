import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deleteIfRefused, type RefusedDb } from './refused-response.js';

const survey = {
  fields: [
    { id: 'name', type: 'text' },
    { id: 'memo', type: 'textarea' },
    { id: 'age', type: 'number' },
    {
      id: 'colour',
      type: 'checkbox',
      options: [
        { id: 'o1', label: '赤', value: 'red' },
        { id: 'o2', label: '青', value: 'blue' },
      ],
    },
  ],
};

function fakeDb() {
  const deleted: string[] = [];
  const db: RefusedDb = {
    survey: async (id) => (id === 's1' ? survey : null),
    linkValues: async () => ({}),
    deleteResponse: async (id) => {
      deleted.push(id);
    },
  };
  return { db, deleted };
}

const quiet = async <T>(work: () => Promise<T>) => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
};

test('answers the public form can send are kept', async () => {
  const { db, deleted } = fakeDb();
  const answers = {
    name: 'あ'.repeat(500),
    memo: 'x'.repeat(5000),
    age: 42,
    colour: ['red', 'blue'],
  };
  assert.equal(await deleteIfRefused(db, 'r1', { surveyId: 's1', answers }), false);
  assert.deepEqual(deleted, []);
});

test('a text past its type’s maximum, a map or a nested list is deleted', async () => {
  for (const answers of [
    { name: 'あ'.repeat(501) },
    { memo: 'x'.repeat(5001) },
    { age: 'x'.repeat(101) },
    { colour: ['x'.repeat(501)] },
    { colour: [['nested']] },
    { name: { padded: 'x' } },
    { unknownKey: 'x'.repeat(5001) },
  ]) {
    const { db, deleted } = fakeDb();
    assert.equal(
      await quiet(() => deleteIfRefused(db, 'r1', { surveyId: 's1', answers })),
      true,
      JSON.stringify(answers).slice(0, 40),
    );
    assert.deepEqual(deleted, ['r1']);
  }
});

test('a response of an unknown survey is left to the other checks', async () => {
  const { db, deleted } = fakeDb();
  const answers = { name: 'x'.repeat(10_000) };
  assert.equal(await deleteIfRefused(db, 'r1', { surveyId: 'gone', answers }), false);
  assert.deepEqual(deleted, []);
});
