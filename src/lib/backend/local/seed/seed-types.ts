import type { DocumentData } from '../../types';

/** One seeded document; `id` fixed so demo links and tests stay stable. */
export interface SeedDocument {
  collection: string;
  id: string;
  data: DocumentData;
}

/** Seed modules get the start time so relative dates ("3 days ago") stay realistic. */
export type SeedModule = (now: Date) => SeedDocument[];

export function daysAgo(now: Date, days: number, hour = 10): Date {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCHours(hour - 9, 0, 0, 0); // hour in Tokyo
  return date;
}
