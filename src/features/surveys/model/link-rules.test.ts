import { expect, test } from 'vitest';
import { LINK_VALUE_SOURCES } from '@/contracts/survey-link-values';
import {
  customerKeysOf,
  joinLinkRules,
  linkOutcomes,
  parseLinkRules,
  splitLinkRules,
} from './link-rules';
import { visibleFieldIds, type ShowIfCondition, type ShowIfField } from './show-if';

const usage: ShowIfField = {
  id: 'usage',
  type: 'radio',
  options: [
    { id: 'o1', value: '利用中' },
    { id: 'o2', value: '検討中' },
  ],
};
const onProgress = (condition: Omit<ShowIfCondition, 'source'>, match: 'all' | 'any' = 'all') =>
  ({
    id: 'q',
    type: 'text',
    showIf: {
      match,
      conditions: [
        { source: { kind: 'field', fieldId: 'usage' }, op: 'is', values: ['o1'] },
        { source: { kind: 'link', key: 'sa.progress' }, ...condition },
      ],
    },
  }) satisfies ShowIfField;

const conditions: Omit<ShowIfCondition, 'source'>[] = [
  { op: 'is', values: ['失注（価格）'] },
  { op: 'isNot', values: ['失注（価格）'] },
  { op: 'isAnyOf', values: ['商談中', '失注（価格）'] },
  { op: 'answered' },
  { op: 'notAnswered' },
  // An operator a link value does not take: a broken rule, the question shown to everyone.
  { op: 'atLeast', number: 3 },
];

test('the stored survey decides exactly as the builder’s rule, with or without a link', () => {
  for (const condition of conditions)
    for (const match of ['all', 'any'] as const) {
      const fields = [usage, onProgress(condition, match)];
      const stored = splitLinkRules(fields);
      for (const answers of [{}, { usage: '利用中' }, { usage: '検討中' }]) {
        // A visitor without a personal link carries nothing.
        expect(visibleFieldIds(stored.fields, answers, {})).toEqual(
          visibleFieldIds(fields, answers, {}),
        );
        for (const progress of [undefined, '', '商談中', '失注（価格）']) {
          const customer: Record<string, string> =
            progress === undefined ? {} : { 'sa.progress': progress };
          expect(
            visibleFieldIds(stored.fields, answers, linkOutcomes(stored.rules, customer)),
            JSON.stringify({ condition, match, answers, progress }),
          ).toEqual(visibleFieldIds(fields, answers, customer));
        }
      }
    }
});

test('what visitors read names no customer value and no key; the builder gets the rule back', () => {
  const fields = [usage, onProgress({ op: 'is', values: ['失注（価格）'] })];
  const stored = splitLinkRules(fields);
  const visible = JSON.stringify([
    stored.fields,
    linkOutcomes(stored.rules, { 'sa.progress': '失注（価格）' }),
  ]);
  expect(visible).not.toContain('失注');
  for (const { key } of LINK_VALUE_SOURCES) expect(visible).not.toContain(key);
  expect(linkOutcomes(stored.rules, { 'sa.progress': '失注（価格）' })).toEqual({ 'q.1': '1' });
  expect(linkOutcomes(stored.rules, { 'sa.progress': '商談中' })).toEqual({ 'q.1': '0' });
  expect(joinLinkRules(stored.fields, stored.rules)).toEqual(fields);
  expect(customerKeysOf(stored.rules)).toEqual(['sa.progress']);
  // A survey without such a rule stores its questions as they are, and nothing beside them.
  expect(splitLinkRules([usage])).toEqual({ fields: [usage], rules: {} });
});

test('a stored reference is never split again; rules read back only as customer conditions', () => {
  const stored = splitLinkRules([usage, onProgress({ op: 'is', values: ['商談中'] })]);
  expect(splitLinkRules(stored.fields)).toEqual({ fields: stored.fields, rules: {} });
  expect(parseLinkRules({ rules: stored.rules })).toEqual(stored.rules);
  expect(
    parseLinkRules({
      rules: { 'q.1': { source: { kind: 'link', key: 'q.0' }, op: 'is', values: ['1'] } },
    }),
  ).toEqual({});
  for (const bad of [null, 'x', { rules: [] }, { rules: 'x' }])
    expect(parseLinkRules(bad)).toEqual({});
  // Without its rules (not readable), a reference is left as it is: the builder shows it broken.
  expect(joinLinkRules(stored.fields, {})).toEqual(stored.fields);
});
