import { readFileSync } from 'node:fs';
import { REMINDER_FIELDS } from '@/contracts/customer-tables';
import type { ReminderTable } from '@/contracts/reminders';

// The reminder fields follow the tables' schemas (REMINDER_FIELDS, and the rules' generated
// isReminderField: scripts/lib/customer-rules-fragment.test.ts); the two schedules' queries are
// written out per field so the index inventory can read them, and this holds them to the schemas.
const read = (path: string) => readFileSync(`${process.cwd()}/${path}`, 'utf8');
const tables = Object.keys(REMINDER_FIELDS) as ReminderTable[];

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
