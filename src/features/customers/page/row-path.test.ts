import { expect, test } from 'vitest';
import { OB_LIST, SA_LIST } from '@/contracts/collections';
import { paths } from '@/lib/paths';
import { duplicatesPathOf, listPathOf, rowPathOf } from './row-path';

// The routes are declared with `paths`; the links come from the tables' schemas. Both must agree.
test('a table’s links from its schema are the routes’ paths', () => {
  expect([listPathOf(SA_LIST), rowPathOf(SA_LIST, 'x'), duplicatesPathOf(SA_LIST)]).toEqual([
    paths.sa,
    paths.saRow('x'),
    paths.saDuplicates,
  ]);
  expect([listPathOf(OB_LIST), rowPathOf(OB_LIST, 'x'), duplicatesPathOf(OB_LIST)]).toEqual([
    paths.ob,
    paths.obRow('x'),
    paths.obDuplicates,
  ]);
});
