// The part of firestore.rules that follows the customer tables' schemas
// (src/contracts/customer-tables.ts): which tables there are, the fields a client may write to
// each (every one bounded in size), the dates a reminder may watch, the default-view document's
// keys, and each table's match block. Rules cannot import the schemas, so `npm run
// sync-firestore-rules` writes this text between its markers and a unit test holds it equal.
import { NUMBER_DIGITS_MAX, type CustomerTableSchema } from '@/contracts/customer-schema';

export const FRAGMENT_START =
  '    // ---- generated from the customer tables’ schemas (src/contracts/customer-tables.ts) by';
const START_LINES = [
  FRAGMENT_START,
  '    // `npm run sync-firestore-rules`: edit the schemas, then run it; never this text ----',
];
export const FRAGMENT_END = '    // ---- end of the generated customer tables ----';

/** A rules list, wrapped past 100 columns with its continuation lines under `indent`. */
function quoted(values: readonly string[], indent = '        '): string {
  const lines = [''];
  for (const [index, value] of values.map((v) => `'${v}'`).entries()) {
    const item = index < values.length - 1 ? `${value}, ` : value;
    if (lines.at(-1)!.length + item.length > 76 && lines.at(-1)) lines.push('');
    lines[lines.length - 1] += item;
  }
  return `[${lines.map((line) => line.trimEnd()).join(`\n${indent}`)}]`;
}

/** 'sa_list' → 'saListFields': the rules function that lists a table's fields. */
const fieldsFunction = (collection: string) =>
  `${collection.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}Fields`;

/** Lines of a rules condition joined by `op`, the first after `return`. */
function joined(conditions: string[], op: '&&' | '||'): string {
  return conditions
    .map((condition, index) => (index === 0 ? condition : `        ${op} ${condition}`))
    .join('\n');
}

/**
 * What a table's fields of the kinds with a shape must hold when a write changes them: a number
 * its digits, a reference '' or the id of a row that exists in its table.
 */
function kindChecks(schema: CustomerTableSchema): string[] {
  return schema.fields.flatMap((field) => {
    const value = `data.${field.key}`;
    const unchanged = `!('${field.key}' in changed) || ${value} == ''`;
    if (field.kind === 'number')
      return [`(${unchanged} || ${value}.matches('^[0-9]{1,${NUMBER_DIGITS_MAX}}$'))`];
    if (field.kind === 'reference')
      return [
        `(${unchanged} || exists(/databases/$(database)/documents/${field.references}/$(${value})))`,
      ];
    return [];
  });
}

/** 'sa_list' → 'saListValuesHold': the rules function that checks a table's shaped fields. */
const valuesFunction = (collection: string) =>
  fieldsFunction(collection).replace(/Fields$/, 'ValuesHold');

function shapedValues(schema: CustomerTableSchema): string[] {
  const checks = kindChecks(schema);
  if (checks.length === 0) return [];
  return [
    '',
    `    // ${schema.shortName}: a number is its digits, a reference names a row that exists.`,
    `    function ${valuesFunction(schema.collection)}(data, changed) {`,
    `      return ${joined(checks, '&&')};`,
    '    }',
  ];
}

export function customerRulesFragment(schemas: readonly CustomerTableSchema[]): string {
  const tables = schemas.map((schema) => schema.collection);
  const everyField = [...new Set(schemas.flatMap((schema) => schema.fields.map((f) => f.key)))];
  const remindable = schemas.flatMap((schema) => {
    const dates = schema.fields.filter((field) => field.remind).map((field) => field.key);
    return dates.length ? [`(table == '${schema.collection}' && field in ${quoted(dates)})`] : [];
  });
  const lines = [
    ...START_LINES,
    '    function customerTables() {',
    `      return ${quoted(tables)};`,
    '    }',
    '',
    '    // memberPrivate/customerViews: a default view id per table, and nothing else.',
    '    function isCustomerViewsShape(data) {',
    `      return ${joined(['data.keys().hasOnly(customerTables())', ...tables.map((table) => `isDefaultViewId(data, '${table}')`)], '&&')};`,
    '    }',
    '',
    '    // The dates a reminder rule may watch, per table.',
    '    function isReminderField(table, field) {',
    `      return ${remindable.length ? joined(remindable, '||') : 'false'};`,
    '    }',
    '',
    '    // Every field of every table a write changes is bounded (customerValueFits).',
    '    function customerValuesFit(data, changed) {',
    `      return ${joined(
      everyField.map((key) => `customerValueFits(data, changed, '${key}')`),
      '&&',
    )};`,
    '    }',
    ...schemas.flatMap((schema) => {
      const shaped = shapedValues(schema).length > 0;
      const fits = `customerWriteFits(${fieldsFunction(schema.collection)}())${
        shaped
          ? `\n        && ${valuesFunction(schema.collection)}(request.resource.data, customerWriteKeys())`
          : ''
      }`;
      return [
        '',
        `    function ${fieldsFunction(schema.collection)}() {`,
        `      return ${quoted(schema.fields.map((field) => field.key))};`,
        '    }',
        ...shapedValues(schema),
        '',
        `    match /${schema.collection}/{customerId} {`,
        '      allow get, list: if isStaff();',
        '      // 削除 moves the row to the ゴミ箱: the server’s (moveToTrash), never a client’s delete.',
        '      allow delete: if false;',
        '      allow create: if isEditor() && isStampedByWriter() && leavesSurveyMarker()',
        `        && ${fits};`,
        '      allow update: if isEditor() && !isMergedAway() && isStampedByWriter() && leavesSurveyMarker()',
        `        && ${fits};`,
        '    }',
      ];
    }),
    FRAGMENT_END,
  ];
  return lines.join('\n');
}

/** The generated text now in `rules` (markers included), or null when the markers are missing. */
export function fragmentIn(rules: string): string | null {
  const start = rules.indexOf(FRAGMENT_START);
  const end = rules.indexOf(FRAGMENT_END);
  if (start === -1 || end === -1 || end < start) return null;
  return rules.slice(start, end + FRAGMENT_END.length);
}

/** `rules` with its generated text replaced by `fragment`. */
export function withFragment(rules: string, fragment: string): string {
  const current = fragmentIn(rules);
  if (current === null) throw new Error('firestore.rules has no generated customer tables block');
  return rules.replace(current, () => fragment);
}
