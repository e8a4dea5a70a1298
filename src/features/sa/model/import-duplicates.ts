import {
  duplicateIndex,
  duplicateSourceOf,
  type DuplicateReason,
} from '@/features/customers/model';
import { changedFields, type ExistingCustomer, type ImportPlan } from './import-plan';
import type { SaCustomerInput } from './types';

/** A row the import would add that may be a customer already in the table (名寄せ). */
export interface LikelyDuplicate {
  /** Its index in the plan's adds. */
  add: number;
  clientName: string;
  /** The existing rows it may be, strongest first. */
  candidates: { id: string; clientName: string; reasons: readonly DuplicateReason[] }[];
}

/** The rows the plan adds that share a key with an existing row, each with its candidates. */
export function likelyDuplicates(
  plan: Pick<ImportPlan, 'adds'>,
  existing: readonly ExistingCustomer[],
): LikelyDuplicate[] {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const index = duplicateIndex(existing.map((row) => duplicateSourceOf(row.id, row)));
  return plan.adds.flatMap((input, add) => {
    const candidates = index.candidatesOf(duplicateSourceOf('', input)).map(({ id, reasons }) => ({
      id,
      clientName: byId.get(id)?.clientName ?? '',
      reasons,
    }));
    return candidates.length > 0 ? [{ add, clientName: input.clientName, candidates }] : [];
  });
}

/**
 * The plan after the person's choices: an added row they matched to an existing one
 * (`choices`: add index → row id) updates that row instead, with the file's non-empty cells that
 * differ (as an upsert does) but for the client name; the others are added as before.
 */
export function applyDuplicateChoices(
  plan: ImportPlan,
  choices: ReadonlyMap<number, string>,
  existing: readonly ExistingCustomer[],
): ImportPlan {
  if (choices.size === 0) return plan;
  const byId = new Map(existing.map((row) => [row.id, row]));
  const adds: SaCustomerInput[] = [];
  const updates = [...plan.updates];
  let unchanged = plan.unchanged;
  plan.adds.forEach((input, index) => {
    const target = byId.get(choices.get(index) ?? '');
    if (!target) {
      adds.push(input);
      return;
    }
    // The table's spelling of the name stays: the person said it is that customer.
    const { clientName: _name, ...fields } = changedFields(input, target);
    if (Object.keys(fields).length === 0) unchanged += 1;
    updates.push({ id: target.id, fields });
  });
  return { ...plan, adds, updates, unchanged };
}
