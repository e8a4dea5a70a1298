// `npm run sync-firestore-rules`: writes the customer tables' part of firestore.rules from their
// schemas (scripts/lib/customer-rules-fragment.ts). Run it after changing a schema; the unit test
// scripts/lib/customer-rules-fragment.test.ts fails until it has run.
import { readFileSync, writeFileSync } from 'node:fs';
import { CUSTOMER_TABLE_SCHEMAS } from '@/contracts/customer-tables';
import { customerRulesFragment, withFragment } from './lib/customer-rules-fragment';

const path = new URL('../firestore.rules', import.meta.url);
const rules = readFileSync(path, 'utf8');
const updated = withFragment(rules, customerRulesFragment(CUSTOMER_TABLE_SCHEMAS));
if (updated === rules) console.info('firestore.rules: the customer tables’ block is up to date');
else {
  writeFileSync(path, updated);
  console.info('firestore.rules: the customer tables’ block rewritten from their schemas');
}
