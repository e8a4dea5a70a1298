// The pure half of `npm run backup-drill` (scripts/backup-drill.ts): what a database holds, as
// a fingerprint per document, and whether the database brought back from a backup holds the same.

/** A document's path and its fields as the Firestore API returns them (typed values). */
export interface StoredDocument {
  path: string;
  data: Record<string, unknown>;
}

/** Every document by path, its fields as one stable text. */
export type Snapshot = Map<string, string>;

/** The collection a document belongs to, ids written '*': 'sa_list/*\/history' for a row's. */
export function collectionGroupOf(path: string): string {
  return path
    .split('/')
    .slice(0, -1)
    .map((part, index) => (index % 2 === 1 ? '*' : part))
    .join('/');
}

/** A document's fields as text that differs exactly when they do: JSON with its keys sorted. */
export function stableText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${stableText(record[key])}`).join(',')}}`;
}

export function snapshotOf(documents: StoredDocument[]): Snapshot {
  return new Map(documents.map((doc) => [doc.path, stableText(doc.data)]));
}

export interface GroupCount {
  group: string;
  before: number;
  after: number;
}

export interface DrillComparison {
  counts: GroupCount[];
  /** Paths in the first snapshot and not the second. */
  missing: string[];
  /** Paths in the second and not the first. */
  extra: string[];
  /** Paths in both whose data differs. */
  changed: string[];
}

function countByGroup(snapshot: Snapshot): Map<string, number> {
  const counts = new Map<string, number>();
  for (const path of snapshot.keys()) {
    const group = collectionGroupOf(path);
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return counts;
}

export function compareSnapshots(before: Snapshot, after: Snapshot): DrillComparison {
  const beforeCounts = countByGroup(before);
  const afterCounts = countByGroup(after);
  const groups = [...new Set([...beforeCounts.keys(), ...afterCounts.keys()])].sort();
  return {
    counts: groups.map((group) => ({
      group,
      before: beforeCounts.get(group) ?? 0,
      after: afterCounts.get(group) ?? 0,
    })),
    missing: [...before.keys()].filter((path) => !after.has(path)),
    extra: [...after.keys()].filter((path) => !before.has(path)),
    changed: [...before.keys()].filter(
      (path) => after.has(path) && after.get(path) !== before.get(path),
    ),
  };
}

export function drillPassed(comparison: DrillComparison): boolean {
  return (
    comparison.missing.length === 0 &&
    comparison.extra.length === 0 &&
    comparison.changed.length === 0
  );
}

/** The counts per collection, then what differs (a few paths of each kind), as printed lines. */
export function drillReport(comparison: DrillComparison, shown = 5): string[] {
  const width = Math.max(10, ...comparison.counts.map((count) => count.group.length));
  const lines = [
    `${'collection'.padEnd(width)}  before  restored`,
    ...comparison.counts.map(
      ({ group, before, after }) =>
        `${group.padEnd(width)}  ${String(before).padStart(6)}  ${String(after).padStart(8)}${before === after ? '' : '  DIFFERS'}`,
    ),
  ];
  const total = (key: 'before' | 'after') =>
    comparison.counts.reduce((sum, count) => sum + count[key], 0);
  lines.push(
    `${'total'.padEnd(width)}  ${String(total('before')).padStart(6)}  ${String(total('after')).padStart(8)}`,
  );
  for (const [label, paths] of [
    ['missing after the restore', comparison.missing],
    ['not in the backup', comparison.extra],
    ['restored with other data', comparison.changed],
  ] as const) {
    if (paths.length === 0) continue;
    lines.push(
      `${paths.length} ${label}: ${paths.slice(0, shown).join(', ')}${paths.length > shown ? ', …' : ''}`,
    );
  }
  return lines;
}
