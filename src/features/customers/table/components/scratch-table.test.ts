import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import type { CustomerTableSchema } from '@/contracts/customer-schema';
import { CUSTOMER_TABLE_SCHEMAS } from '@/contracts/customer-tables';
import { reminderFieldsOf } from '@/contracts/customer-schema';
import { customerRulesFragment } from '../../../../../scripts/lib/customer-rules-fragment';
import { fieldColumns } from '../../shared/components/customer-columns';
import { formFields, reminderFields, searchKeys } from '../../shared/model/customer-field';
import { schemaMismatches } from '../../shared/model/follows-schema';
import { historyEntry } from '../../shared/model/history-diff';
import { fieldsFromSchema } from '../../shared/model/schema-fields';

/** A fourth table that exists only as this schema: no other file names it. */
const SCRATCH = {
  collection: 'scratch_list' as CustomerTableSchema['collection'],
  shortName: '問合せ',
  title: '問合せ管理',
  path: 'inquiries',
  duplicates: false,
  contacts: false,
  fields: [
    { key: 'clientName', label: '件名', kind: 'text', role: 'name', required: true },
    {
      key: 'progress',
      label: '状況',
      kind: 'option',
      optionList: 'inquiryStatus',
      role: 'progress',
    },
    {
      key: 'assignee',
      label: '対応者',
      kind: 'option',
      optionList: 'saAssignee',
      role: 'assignee',
    },
    { key: 'dueDate', label: '回答期限', kind: 'date', remind: true },
    { key: 'budget', label: '予算', kind: 'number', unit: '円' },
    { key: 'rate', label: '成約率', kind: 'number', unit: '%' },
    { key: 'customerId', label: '顧客', kind: 'reference', references: 'sa_list' },
    { key: 'body', label: '内容', kind: 'longText' },
  ],
} as const satisfies CustomerTableSchema;

describe('a scratch table from its schema alone', () => {
  const fields = fieldsFromSchema(SCRATCH, { body: { width: 400 } });

  test('its grid: a column per field, headed by the schema’s labels, by kind', () => {
    expect(schemaMismatches(fields, SCRATCH)).toEqual([]);
    type Row = Record<(typeof SCRATCH.fields)[number]['key'], string>;
    const columns = fieldColumns<Row, keyof Row>(fields, {
      lists: { inquiryStatus: ['受付', '回答済み'], saAssignee: ['山本'] },
      references: { customerId: [{ value: 'c1', label: '山田商事' }] },
    });
    expect(columns.map((column) => [column.header, column.kind])).toEqual([
      ['件名', 'text'],
      ['状況', 'select'],
      ['対応者', 'select'],
      ['回答期限', 'date'],
      ['予算', 'text'],
      ['成約率', 'text'],
      ['顧客', 'select'],
      ['内容', 'multiline'],
    ]);
    expect(columns[1]!.options?.map((option) => option.label)).toEqual(['受付', '回答済み']);
    expect(columns.find((column) => column.id === 'body')!.width).toBe(400);
    expect(columns.find((column) => column.id === 'customerId')!.sortable).toBeUndefined();
    expect(searchKeys(fields)).toEqual(['clientName', 'assignee']);
  });

  test('its cells by kind: numbers with their unit, 関連 as a link chosen from a searchable list', () => {
    const columns = fieldColumns<Record<string, string>, string>(fields, {
      lists: {},
      references: { customerId: [{ value: 'c1', label: '山田商事' }] },
    });
    const cell = (id: string, row: Record<string, string>) => {
      const column = columns.find((candidate) => candidate.id === id)!;
      return renderToStaticMarkup(createElement(MemoryRouter, null, column.render!(row)));
    };
    expect(cell('budget', { budget: '1200000' })).toContain('¥1,200,000');
    expect(cell('rate', { rate: '80' })).toContain('80%');
    expect(cell('customerId', { customerId: 'c1' })).toContain('href="/sa/c1"');
    expect(cell('customerId', { customerId: 'c1' })).toContain('山田商事');
    expect(cell('customerId', { customerId: 'gone' })).toContain('削除された顧客');
    const customer = columns.find((column) => column.id === 'customerId')!;
    expect(customer.searchable).toBe(true);
    expect(customer.options).toEqual([{ value: 'c1', label: '山田商事' }]);
    expect(formFields(fields).map((field) => field.key)).toEqual(SCRATCH.fields.map((f) => f.key));
    expect(formFields(fields).find((field) => field.key === 'body')!.form.wide).toBe(true);
  });

  test('its reminders, its rules and its history', () => {
    expect(reminderFields(fields)).toEqual([{ key: 'dueDate', label: '回答期限' }]);
    expect(reminderFieldsOf(SCRATCH)).toEqual({ dueDate: '回答期限' });
    const rules = customerRulesFragment([...CUSTOMER_TABLE_SCHEMAS, SCRATCH]);
    expect(rules).toContain('match /scratch_list/{customerId} {');
    expect(rules).toContain("data.budget.matches('^[0-9]{1,13}$')");
    expect(rules).toContain('exists(/databases/$(database)/documents/sa_list/$(data.customerId))');
    expect(
      historyEntry({
        table: SCRATCH.collection,
        rowId: 'q1',
        before: { clientName: '見積依頼', progress: '受付' },
        after: { clientName: '見積依頼', progress: '回答済み' },
        by: { uid: 'u1', name: '山田' },
        at: new Date('2026-12-07T00:00:00Z'),
      }),
    ).toMatchObject({
      table: 'scratch_list',
      clientName: '見積依頼',
      kind: 'update',
      changes: [{ field: 'progress', before: '受付', after: '回答済み' }],
    });
  });
});
