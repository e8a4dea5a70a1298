import type { CustomerTableSchema } from '@/contracts/customer-schema';
import type { CustomerField } from './customer-field';

/**
 * Where a table's screen fields (`<table>-fields.ts`) part from its schema: a different key or
 * order, header, option list, choices, reminder date or required mark. Empty when they agree.
 */
export function schemaMismatches(
  fields: readonly CustomerField[],
  schema: CustomerTableSchema,
): string[] {
  const keys = fields.map((field) => field.key).join(',');
  const schemaKeys = schema.fields.map((field) => field.key).join(',');
  if (keys !== schemaKeys) return [`keys: ${keys} ≠ ${schemaKeys}`];
  return fields.flatMap((field, index) => {
    const own = schema.fields[index]!;
    const pairs: [string, unknown, unknown][] = [
      ['header', field.header, own.label],
      ['optionList', field.optionList, own.optionList],
      ['choices', field.choices?.join(','), own.choices?.join(',')],
      ['remind', field.remind ?? false, own.remind ?? false],
      ['required', field.form?.required ?? false, own.required ?? false],
    ];
    return pairs
      .filter(([, a, b]) => a !== b)
      .map(([name, a, b]) => `${field.key}.${name}: ${String(a)} ≠ ${String(b)}`);
  });
}
