/**
 * A list of flat rows turned into one array per field and back. Stored this way, 10,000 rows
 * are a few dozen arrays instead of 10,000 objects, which IndexedDB copies in and out several
 * times faster (see list-snapshot.ts).
 */
export interface ListColumns {
  count: number;
  /** Field name -> its value in each row (undefined where a row has no such field). */
  fields: Record<string, unknown[]>;
}

export function columnsOf(rows: readonly object[]): ListColumns {
  const fields: Record<string, unknown[]> = {};
  rows.forEach((row, index) => {
    for (const [key, value] of Object.entries(row)) {
      const column = (fields[key] ??= new Array<unknown>(rows.length).fill(undefined));
      column[index] = value;
    }
  });
  return { count: rows.length, fields };
}

export function rowsOf(columns: ListColumns): Record<string, unknown>[] {
  const entries = Object.entries(columns.fields);
  const rows = new Array<Record<string, unknown>>(columns.count);
  for (let index = 0; index < columns.count; index += 1) {
    const row: Record<string, unknown> = {};
    for (const [key, values] of entries) {
      const value = values[index];
      if (value !== undefined) row[key] = value;
    }
    rows[index] = row;
  }
  return rows;
}
