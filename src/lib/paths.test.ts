import { expect, test } from 'vitest';
import { OB_LIST, SA_LIST } from '@/contracts/collections';
import { tableDuplicatesPath, tableListPath, tableRowPath } from '@/contracts/customer-tables';
import { paths } from './paths';

// The routes are declared with `paths`; the links come from the tables' schemas. Both must agree.
test('a table’s links from its schema are the routes’ paths', () => {
  expect([
    tableListPath(SA_LIST),
    tableRowPath(SA_LIST, 'x'),
    tableDuplicatesPath(SA_LIST),
  ]).toEqual([paths.sa, paths.saRow('x'), paths.saDuplicates]);
  expect([
    tableListPath(OB_LIST),
    tableRowPath(OB_LIST, 'x'),
    tableDuplicatesPath(OB_LIST),
  ]).toEqual([paths.ob, paths.obRow('x'), paths.obDuplicates]);
});
