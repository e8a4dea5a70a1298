import { ERASE_BATCH, ERASING_FIELD } from '@/contracts/privacy';
import {
  countByKind,
  findPersonalData,
  type FoundPersonalData,
  type PersonalDataSource,
} from './personal-data';

/** What an erasure writes: deleting documents by path (batched by the binding). */
export interface PersonalDataEraser extends PersonalDataSource {
  /** Sets `data` on each document (the rows' ERASING_FIELD mark before they go). */
  updatePaths(paths: readonly string[], data: Record<string, unknown>): Promise<void>;
  deletePaths(paths: readonly string[]): Promise<void>;
}

/**
 * One step of 消去: finds everything again (so nothing written since is missed), deletes up to
 * `batch` documents, and says how many remain. The screen repeats it with progress; the CLI runs
 * it to the end (`eraseAll`).
 */
export async function eraseStep(
  store: PersonalDataEraser,
  needle: string,
  batch = ERASE_BATCH,
): Promise<{ erased: number; remaining: number; found: FoundPersonalData[] }> {
  const found = await findPersonalData(store, needle);
  const now = found.slice(0, batch);
  // Customer rows are marked first, so the history keeps no entry of their delete.
  const rows = now.filter((item) => item.kind === 'rows').map((item) => item.path);
  if (rows.length > 0) await store.updatePaths(rows, { [ERASING_FIELD]: true });
  await store.deletePaths(now.map((item) => item.path));
  return { erased: now.length, remaining: found.length - now.length, found: now };
}

/** Erases everything found, step by step; returns the counts per kind (never the values). */
export async function eraseAll(
  store: PersonalDataEraser,
  needle: string,
  onStep: (erased: number, remaining: number) => void = () => undefined,
) {
  const erased: FoundPersonalData[] = [];
  for (;;) {
    const step = await eraseStep(store, needle);
    erased.push(...step.found);
    onStep(erased.length, step.remaining);
    if (step.remaining === 0 || step.erased === 0) return countByKind(erased);
  }
}
