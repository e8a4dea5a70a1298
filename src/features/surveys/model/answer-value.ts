// One stored answer and whether it counts as given. Its own dependency-free file: the public
// survey page needs only this, not the aggregation around it (budget: the public bundle), and the
// functions build copies it with aggregate-answers.ts (functions/scripts/copy-shared.mjs).
export type AggregatableAnswer = string | number | boolean | string[] | null | undefined;

export function isEmptyAnswer(value: AggregatableAnswer): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((item) => String(item).trim() === '');
  return false;
}
