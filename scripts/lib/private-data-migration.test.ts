import { describe, expect, it } from 'vitest';
import { migrateSurveyAnswers, type SurveyAnswerStore } from './private-data-migration';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';

function fakeStore() {
  const responses = new Map<string, Record<string, unknown>>([
    ['r1', { surveyId: 's1', answers: {}, customerToken: TOKEN, submittedAt: 't1' }],
    ['r2', { surveyId: 's1', answers: {} }],
  ]);
  const links = new Map<string, Record<string, unknown>>();
  const surveys = new Map<string, Record<string, unknown>>([
    ['s1', { fields: [{ id: 'q1' }, { id: 'q2' }, { bogus: true }] }],
    ['s2', { fields: [{ id: 'a' }], fieldIds: ['a'] }],
  ]);
  const slots = new Map<string, Record<string, unknown>>([
    ['s1', { count: 2, lastId: 'r2' }],
    ['s2', { count: 1 }],
  ]);
  const flags = new Map<string, string[]>([['here', []]]);
  let legacy: Record<string, string> | null = { 田中: 'u1', 'a/b': 'u2' };
  const names = new Map<string, string>([['田中', 'u9']]);
  const mentions = new Map<string, number>([
    ['gone', 3],
    ['here', 1],
  ]);
  const store: SurveyAnswerStore = {
    responsesWithToken: async () =>
      [...responses]
        .filter(([, data]) => 'customerToken' in data)
        .map(([id, data]) => ({ id, data })),
    moveToken: async (id, record) => {
      if (record && !links.has(id)) links.set(id, { ...record });
      const { customerToken: _, ...rest } = responses.get(id)!;
      responses.set(id, rest);
    },
    surveys: async () =>
      [...surveys].map(([id, data]) => ({
        id,
        hasFieldIds: 'fieldIds' in data,
        fields: data.fields,
      })),
    setFieldIds: async (id, fieldIds) => {
      surveys.set(id, { ...surveys.get(id), fieldIds });
    },
    slotsNamingResponses: async () =>
      [...slots].filter(([, data]) => 'lastId' in data).map(([id]) => id),
    removeLastIds: async (ids) => {
      for (const id of ids) slots.set(id, { count: slots.get(id)!.count });
    },
    orphanMentions: async () =>
      [...mentions].filter(([uid]) => uid === 'gone').map(([uid, count]) => ({ uid, count })),
    deleteMentionsOf: async (uid) => {
      mentions.delete(uid);
    },
    unflaggedSecrets: async () =>
      flags.get('here')!.includes('chatwork') ? [] : [{ uid: 'here', docs: ['chatwork'] }],
    flagSecrets: async (uid, docs) => {
      flags.set(uid, [...flags.get(uid)!, ...docs]);
    },
    legacyAssigneeLinks: async () => legacy,
    moveAssigneeLinks: async (moved) => {
      for (const [name, uid] of Object.entries(moved)) if (!names.has(name)) names.set(name, uid);
      legacy = null;
    },
  };
  return { store, responses, links, surveys, slots, mentions, flags, names };
}

describe('migrate-private-data', () => {
  it('reports without --apply and changes nothing', async () => {
    const fake = fakeStore();
    const lines: string[] = [];
    const result = await migrateSurveyAnswers(fake.store, (line) => lines.push(line), false);
    expect(result).toEqual({
      tokensMoved: 1,
      surveysKeyed: 1,
      slotsCleared: 1,
      mentionsDeleted: 3,
      secretsFlagged: 1,
      assigneeNamesMoved: 1,
    });
    expect(fake.flags.get('here')).toEqual([]);
    expect(lines.at(-1)).toContain('Nothing changed');
    expect(fake.responses.get('r1')).toHaveProperty('customerToken', TOKEN);
    expect(fake.surveys.get('s1')).not.toHaveProperty('fieldIds');
    expect(fake.slots.get('s1')).toHaveProperty('lastId');
    expect(fake.mentions.get('gone')).toBe(3);
  });

  it('with --apply moves tokens, keys surveys, clears slots and deletes orphan mentions, once', async () => {
    const fake = fakeStore();
    await migrateSurveyAnswers(fake.store, () => {}, true);
    expect(fake.responses.get('r1')).not.toHaveProperty('customerToken');
    expect(fake.links.get('r1')).toEqual({
      surveyId: 's1',
      customerToken: TOKEN,
      submittedAt: 't1',
    });
    expect(fake.surveys.get('s1')?.fieldIds).toEqual(['q1', 'q2']);
    expect(fake.surveys.get('s2')?.fieldIds).toEqual(['a']);
    expect(fake.slots.get('s1')).toEqual({ count: 2 });
    expect(fake.mentions.has('gone')).toBe(false);
    expect(fake.mentions.get('here')).toBe(1);
    expect(fake.flags.get('here')).toEqual(['chatwork']);
    // A name already claimed keeps its member.
    expect(fake.names.get('田中')).toBe('u9');
    const again = await migrateSurveyAnswers(fake.store, () => {}, true);
    expect(again).toEqual({
      tokensMoved: 0,
      surveysKeyed: 0,
      slotsCleared: 0,
      mentionsDeleted: 0,
      secretsFlagged: 0,
      assigneeNamesMoved: 0,
    });
  });
});
