import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutWarnings } from './without-warnings.js';
import { admitResponse, type RefusedDb } from './refused-response.js';

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

/** Whether the gate deleted the response (refused it). */
const refused = async (db: RefusedDb, response: Record<string, unknown>) =>
  !(await admitResponse(db, 'r1', response)).admitted;

test('answers the public form can send are kept', async () => {
  const { db, deleted } = fakeDb();
  const answers = {
    name: 'あ'.repeat(500),
    memo: 'x'.repeat(5000),
    age: 42,
    colour: ['red', 'blue'],
  };
  assert.equal(await refused(db, { surveyId: 's1', answers }), false);
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
      await withoutWarnings(() => refused(db, { surveyId: 's1', answers })),
      true,
      JSON.stringify(answers).slice(0, 40),
    );
    assert.deepEqual(deleted, ['r1']);
  }
});

test('a response of an unknown survey is left to the other checks', async () => {
  const { db, deleted } = fakeDb();
  const answers = { name: 'x'.repeat(10_000) };
  assert.equal(await refused(db, { surveyId: 'gone', answers }), false);
  assert.deepEqual(deleted, []);
});

test('an answer to a question its 表示条件 hid for the response is deleted (with the link values)', async () => {
  const ruled = {
    fields: [
      ...survey.fields,
      {
        id: 'why',
        type: 'text',
        showIf: {
          match: 'any',
          conditions: [
            { source: { kind: 'field', fieldId: 'colour' }, op: 'includes', values: ['o1'] },
            { source: { kind: 'link', key: 'sa.progress' }, op: 'is', values: ['商談中'] },
          ],
        },
      },
    ],
  };
  const run = async (answers: Record<string, unknown>, link: Record<string, string> = {}) => {
    const deleted: string[] = [];
    const db: RefusedDb = {
      survey: async () => ruled,
      linkValues: async () => link,
      deleteResponse: async (id) => {
        deleted.push(id);
      },
    };
    return withoutWarnings(() => refused(db, { surveyId: 's1', answers })).then((gone) => {
      assert.equal(gone, deleted.length === 1);
      return gone;
    });
  };
  assert.equal(await run({ colour: ['blue'], why: '理由' }), true);
  assert.equal(await run({ colour: ['red'], why: '理由' }), false);
  assert.equal(await run({ colour: ['blue'], why: '理由' }, { 'sa.progress': '商談中' }), false);
  assert.equal(await run({ colour: ['blue'] }), false);
});
