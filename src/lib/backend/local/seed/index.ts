import { seedCustomers } from './customers';
import { seedDropdowns } from './dropdowns';
import { seedMembers } from './members';
import { seedPromotions } from './promotions';
import type { SeedDocument, SeedModule } from './seed-types';
import { seedSurveys } from './surveys';

const modules: SeedModule[] = [
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

export { DEMO_ACCOUNT } from './demo-account';
export type { SeedDocument } from './seed-types';
