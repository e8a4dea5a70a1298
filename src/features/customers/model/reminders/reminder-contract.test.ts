import { readFileSync } from 'node:fs';
import { REMINDER_FIELDS, type ReminderTable } from '@/contracts/reminders';

// The reminder fields are named in four places besides the field tables (whose `remind` trait
// sa-fields.test.ts and ob-fields.test.ts hold to the contract): the contract itself, the rules,
// and the two schedules' queries, each written out per field so the index inventory can read it.
const read = (path: string) => readFileSync(`${process.cwd()}/${path}`, 'utf8');
const tables = Object.keys(REMINDER_FIELDS) as ReminderTable[];

test('the rules take a reminder rule for exactly the contract’s fields of each table', () => {
  const rules = read('firestore.rules');
  const block = rules.slice(rules.indexOf('match /reminderRules/'));
  for (const table of tables) {
    const match = new RegExp(
      `table == '${table}'\\s*&& request\\.resource\\.data\\.field (?:== '([^']+)'|in \\[([^\\]]+)\\])`,
    ).exec(block);
    expect(match, `the rules' field check for ${table}`).not.toBeNull();
    const listed = match![1]
      ? [match![1]]
      : match![2]!.split(',').map((f) => f.trim().slice(1, -1));
    expect(listed.sort()).toEqual(Object.keys(REMINDER_FIELDS[table]).sort());
  }
});

test.each(['functions/src/reminders/on-schedule.ts', 'src/app/local-reminders.ts'])(
  '%s queries every reminder field and no other',
  (path) => {
    const source = read(path);
    const queried = new Set(
      [...source.matchAll(/(?:where\('|field: ')(\w+)'/g)].map((match) => match[1]),
    );
    const fields = tables.flatMap((table) => Object.keys(REMINDER_FIELDS[table]));
    expect([...queried].sort()).toEqual([...new Set(fields)].sort());
  },
);
