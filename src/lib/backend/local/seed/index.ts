import { seedCustomers } from './customers';
import { seedDropdowns } from './dropdowns';
import { demoMember, seedMembers } from './members';
import { seedPromotions } from './promotions';
import type { SeedDocument, SeedModule } from './seed-types';
import { seedSurveys } from './surveys';

const modules: SeedModule[] = [
  demoMember,
  seedMembers,
  seedSurveys,
  seedPromotions,
  seedCustomers,
  seedDropdowns,
];

/** Every demo document, one module per area. */
export function demoDocuments(now: Date): SeedDocument[] {
  return modules.flatMap((module) => module(now));
}

/** What even the empty seed holds: the demo account's member record. */
export function baseDocuments(now: Date): SeedDocument[] {
  return demoMember(now);
}

export { DEMO_ACCOUNT } from './demo-account';
export type { SeedDocument } from './seed-types';
