import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CustomerTableSchema } from '@/contracts/customer-schema';
import { CUSTOMER_TABLE_SCHEMAS } from '@/contracts/customer-tables';
import { customerRulesFragment, fragmentIn, withFragment } from './customer-rules-fragment';

const rules = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

describe('firestore.rules follows the customer tables’ schemas', () => {
  test('its generated block is the schemas’ (run `npm run sync-firestore-rules` after a change)', () => {
    expect(fragmentIn(rules)).toBe(customerRulesFragment(CUSTOMER_TABLE_SCHEMAS));
  });

  test('nothing outside the block names a table’s field list or spells the tables', () => {
    const outside = rules.replace(fragmentIn(rules)!, '');
    expect(outside).not.toMatch(/\['sa_list'|'ob_list'\]/);
    expect(outside).not.toMatch(/match \/(sa_list|ob_list)\//);
    expect(outside).not.toMatch(/customerValueFits\(data, changed, '/);
  });

  test('a table added to the schemas gets its match block, fields, bounds and reminder dates', () => {
    const scratch: CustomerTableSchema = {
      // A scratch table: the collection type is the app's, the test only needs a name.
      collection: 'scratch_list' as CustomerTableSchema['collection'],
      shortName: 'X',
      title: 'X',
      path: 'scratch',
      duplicates: false,
      contacts: false,
      fields: [
        { key: 'title', label: '件名', kind: 'text', role: 'name', required: true },
        { key: 'dueDate', label: '期日', kind: 'date', remind: true },
        { key: 'seats', label: '席数', kind: 'number' },
        { key: 'companyId', label: '会社', kind: 'reference', references: 'ob_list' },
      ],
    };
    const fragment = customerRulesFragment([...CUSTOMER_TABLE_SCHEMAS, scratch]);
    expect(fragment).toContain("return ['sa_list', 'ob_list', 'deal_list', 'scratch_list'];");
    expect(fragment).toContain("isDefaultViewId(data, 'scratch_list')");
    expect(fragment).toContain("(table == 'scratch_list' && field in ['dueDate'])");
    expect(fragment).toContain("customerValueFits(data, changed, 'title')");
    expect(fragment).toContain(
      "function scratchListFields() {\n      return ['title', 'dueDate', 'seats', 'companyId'];",
    );
    expect(fragment).toContain('match /scratch_list/{customerId} {');
    expect(fragment).toContain(
      'customerWriteFits(scratchListFields())\n        && scratchListValuesHold(request.resource.data, customerWriteKeys());',
    );
    // Its number holds digits only; its reference names a row of the table it points at.
    expect(fragment).toContain("data.seats.matches('^[0-9]{1,13}$')");
    expect(fragment).toContain(
      'exists(/databases/$(database)/documents/ob_list/$(data.companyId))',
    );
    // Written into the rules, it replaces the block and nothing else.
    const written = withFragment(rules, fragment);
    expect(fragmentIn(written)).toBe(fragment);
    expect(written.replace(fragment, '')).toBe(rules.replace(fragmentIn(rules)!, ''));
  });

  test('rules without the markers are refused, not appended to', () => {
    expect(() => withFragment('service cloud.firestore {}', 'x')).toThrow(/no generated/);
  });
});
