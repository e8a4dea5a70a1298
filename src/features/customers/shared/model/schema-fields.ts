import type { CustomerTableSchema, SchemaFieldKind } from '@/contracts/customer-schema';
import type { CustomerField, FieldCell, FieldForm, FieldInput } from './customer-field';

/** How each kind of field shows and edits in the grid and the add form, and its usual width. */
const BY_KIND: Record<SchemaFieldKind, { cell: FieldCell; input: FieldInput; width: number }> = {
  text: { cell: 'text', input: 'text', width: 180 },
  longText: { cell: 'multiline', input: 'textarea', width: 320 },
  date: { cell: 'date', input: 'date', width: 130 },
  option: { cell: 'select', input: 'select', width: 130 },
  contact: { cell: 'contact', input: 'text', width: 200 },
  url: { cell: 'url', input: 'url', width: 200 },
  number: { cell: 'text', input: 'text', width: 140 },
  reference: { cell: 'select', input: 'select', width: 200 },
};

type KeyOf<Schema extends CustomerTableSchema> = Schema['fields'][number]['key'];

/** What a table changes of a field made from its schema (its add form's parts included). */
export type FieldOverride<Key extends string> = Partial<Omit<CustomerField<Key>, 'form'>> & {
  form?: Partial<FieldForm>;
};

/**
 * A table's screen fields (`CustomerField`) made from its schema by kind: the cell and the add
 * form's input of the kind, its usual width, the schema's label as the header, option list or
 * choices, reminder date and required mark; every field but a 関連 sorts; the name, the 担当 and
 * plain text are searched; the add form asks for each in the schema's order, long text full
 * width. `overrides` changes what a table draws its own way, by key (a width, a placeholder).
 */
export function fieldsFromSchema<Schema extends CustomerTableSchema>(
  schema: Schema,
  overrides: Partial<Record<KeyOf<Schema>, FieldOverride<KeyOf<Schema>>>> = {},
): CustomerField<KeyOf<Schema>>[] {
  return schema.fields.map((field, order) => {
    const kind = BY_KIND[field.kind];
    const own = overrides[field.key as KeyOf<Schema>] ?? {};
    return {
      key: field.key as KeyOf<Schema>,
      header: field.label,
      cell: kind.cell,
      width: kind.width,
      ...(field.optionList ? { optionList: field.optionList } : {}),
      ...(field.choices ? { choices: field.choices } : {}),
      ...(field.kind === 'reference' ? {} : { sortable: true }),
      ...(field.kind === 'text' || field.role === 'name' || field.role === 'assignee'
        ? { search: true }
        : {}),
      ...(field.remind ? { remind: true as const } : {}),
      ...(field.unit ? { unit: field.unit } : {}),
      ...(field.references ? { references: field.references } : {}),
      ...own,
      form: {
        order,
        input: kind.input,
        ...(field.required ? { required: true } : {}),
        ...(field.kind === 'longText' ? { wide: true } : {}),
        ...own.form,
      },
    };
  });
}
