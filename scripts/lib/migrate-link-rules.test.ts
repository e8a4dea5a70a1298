import { expect, test } from 'vitest';
import { joinLinkRules } from '@/features/surveys/model/link-rules';
import { visibleFieldIds, type ShowIfField } from '@/features/surveys/model/show-if';
import { migrateLinkRules, type LinkRulesStore } from './migrate-link-rules';

const lost = {
  id: 'why',
  type: 'text',
  label: '理由',
  showIf: {
    match: 'all',
    conditions: [
      { source: { kind: 'link', key: 'sa.progress' }, op: 'is', values: ['失注（価格）'] },
    ],
  },
};

/** An in-memory store: two surveys (one naming a customer value), a link of each. */
function fakeStore() {
  const surveys = new Map<string, unknown[]>([
    ['plain', [{ id: 'q', type: 'text', label: 'ご意見' }]],
    ['named', [{ id: 'q', type: 'text', label: 'ご意見' }, lost]],
  ]);
  const rules = new Map<string, unknown>();
  const carried = new Map<string, unknown>([['T1', { 'sa.progress': '失注（価格）' }]]);
  const store: LinkRulesStore = {
    surveys: async () => [...surveys].map(([id, fields]) => ({ id, fields })),
    linksOf: async (id) =>
      id === 'named'
        ? [
            { token: 'T1', table: 'sa_list', rowId: 'c1' },
            { token: 'T2', table: 'sa_list', rowId: 'gone' },
          ]
        : [],
    row: async (_table, rowId) =>
      rowId === 'c1' ? { clientName: 'アオバ商事', progress: '失注（価格）' } : null,
    save: async (id, change) => {
      surveys.set(id, change.fields);
      rules.set(id, change.rules);
      for (const link of change.links) carried.set(link.token, link.values);
    },
  };
  return { store, surveys, rules, carried };
}

test('a survey naming customer values is stored as references, its links given outcomes', async () => {
  const { store, surveys, rules, carried } = fakeStore();
  const lines: string[] = [];
  expect(await migrateLinkRules(store, (line) => lines.push(line), false)).toEqual({
    checked: 2,
    naming: 1,
  });
  expect(lines[0]).toBe('survey named: 1 表示条件 on sa.progress; 2 personal link(s)');
  expect(surveys.get('named')).toContain(lost);

  await migrateLinkRules(store, () => {}, true);
  const stored = surveys.get('named') as ShowIfField[];
  expect(JSON.stringify(stored)).not.toContain('失注');
  expect(JSON.stringify([...carried.values()])).not.toContain('失注');
  expect(carried.get('T1')).toEqual({ 'why.0': '1' });
  expect(carried.get('T2')).toEqual({ 'why.0': '0' });
  // The builder gets the rule back; a visitor through T1 is shown the question, as before.
  expect(joinLinkRules(stored, rules.get('named') as never)[1]).toEqual(lost);
  expect(visibleFieldIds(stored, {}, carried.get('T1') as never).has('why')).toBe(true);
  // Idempotent: nothing names a customer value any more.
  expect((await migrateLinkRules(store, () => {}, true)).naming).toBe(0);
  expect(surveys.get('plain')).toEqual([{ id: 'q', type: 'text', label: 'ご意見' }]);
});
