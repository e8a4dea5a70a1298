import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { OB_FIELDS } from '@/features/ob/model/ob-fields';
import { SA_FIELDS } from '@/features/sa/model/sa-fields';

// firestore.rules names the customer tables' fields (which a client may write, each bounded in
// size). Rules cannot import the field tables, so this holds the two lists equal.
const rules = readFileSync(`${import.meta.dirname}/../../firestore.rules`, 'utf8');

function rulesList(functionName: string): string[] {
  const body = new RegExp(`function ${functionName}\\(\\) \\{\\s*return \\[([^\\]]*)\\]`).exec(
    rules,
  );
  if (!body) throw new Error(`firestore.rules has no function ${functionName}()`);
  return [...(body[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

const bounded = [...rules.matchAll(/customerValueFits\(data, changed, '([^']+)'\)/g)].map(
  (match) => match[1] ?? '',
);

describe('firestore.rules names the customer tables’ fields as the field tables do', () => {
  test('saFields() is SA_FIELDS, obFields() is OB_FIELDS, in order', () => {
    expect(rulesList('saFields')).toEqual(SA_FIELDS.map((field) => field.key));
    expect(rulesList('obFields')).toEqual(OB_FIELDS.map((field) => field.key));
  });

  test('every field of either table is bounded once', () => {
    const keys = new Set([...SA_FIELDS, ...OB_FIELDS].map((field) => field.key));
    expect([...bounded].sort()).toEqual([...keys].sort());
  });
});
