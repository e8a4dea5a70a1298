import { describe, expect, it } from 'vitest';
import { CUSTOMER_TABLES } from './collections';
import {
  CUSTOMER_TABLE_SCHEMAS,
  tableDuplicatesPath,
  tableListPath,
  tableRowPath,
  tableSchema,
} from './customer-tables';
import { LINK_VALUE_SOURCES } from './survey-link-values';

describe('the customer tables’ schemas', () => {
  it('describe every customer table once', () => {
    expect(CUSTOMER_TABLE_SCHEMAS.map((schema) => schema.collection)).toEqual([...CUSTOMER_TABLES]);
    for (const table of CUSTOMER_TABLES) expect(tableSchema(table).collection).toBe(table);
  });

  it.each(CUSTOMER_TABLE_SCHEMAS.map((schema) => [schema.shortName, schema] as const))(
    '%s: unique keys, one name and one 担当, an option field has exactly one source',
    (_name, schema) => {
      const keys = schema.fields.map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const role of ['name', 'assignee', 'progress'])
        expect(
          schema.fields.filter((field) => field.role === role),
          role,
        ).toHaveLength(1);
      for (const field of schema.fields) {
        const sources = [field.optionList, field.choices].filter(Boolean).length;
        expect(sources, field.key).toBe(field.kind === 'option' ? 1 : 0);
        if (field.remind) expect(field.kind, field.key).toBe('date');
      }
    },
  );
});

describe('a table’s admin paths', () => {
  it('are its screens’ paths under its segment', () => {
    expect(tableListPath('sa_list')).toBe('/sa');
    expect(tableRowPath('ob_list', 'a/b')).toBe('/ob/a%2Fb');
    expect(tableDuplicatesPath('sa_list')).toBe('/sa/duplicates');
  });
});

describe('what a personal survey link may read of a row', () => {
  // LINK_VALUE_SOURCES is written out (the public survey page reads it, and its budget has no
  // room for the schemas); this holds it to them.
  it.each(LINK_VALUE_SOURCES.map((source) => [source.key, source] as const))(
    '%s is an option field of its table, with the same list',
    (_key, source) => {
      const field = tableSchema(source.table).fields.find((f) => f.key === source.field);
      expect(field?.kind).toBe('option');
      expect(field?.optionList).toBe(source.optionList);
      expect(source.key).toBe(`${tableSchema(source.table).path}.${source.field}`);
    },
  );
});
