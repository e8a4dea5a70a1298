import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKUP_FOLDER, BACKUP_RETENTION_DAYS } from './backups';

interface LifecycleRule {
  action: { type: string };
  condition: { age?: number; matchesPrefix?: string[] };
}

describe('the backups bucket lifecycle (deploy/backup-bucket-lifecycle.json)', () => {
  it('deletes the exports after the retention the docs and the code state, and nothing else', () => {
    const lifecycle = JSON.parse(
      readFileSync(new URL('../../deploy/backup-bucket-lifecycle.json', import.meta.url), 'utf8'),
    ) as { rule: LifecycleRule[] };
    expect(lifecycle.rule).toEqual([
      {
        action: { type: 'Delete' },
        condition: { age: BACKUP_RETENTION_DAYS, matchesPrefix: [`${BACKUP_FOLDER}/`] },
      },
    ]);
  });
});
