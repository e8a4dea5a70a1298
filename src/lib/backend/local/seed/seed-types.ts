import { plusDays, tokyoDay, tokyoInstant } from '@/lib/tokyo-time';
import type { DocumentData } from '../../types';

/** One seeded document; `id` fixed so demo links and tests stay stable. */
export interface SeedDocument {
  collection: string;
  id: string;
  data: DocumentData;
}

/** Seed modules get the start time so relative dates ("3 days ago") stay realistic. */
export type SeedModule = (now: Date) => SeedDocument[];

/** `days` Tokyo calendar days before `now`'s, at `hour` o'clock in Tokyo. */
export function daysAgo(now: Date, days: number, hour = 10): Date {
  const time = `${String(hour).padStart(2, '0')}:00`;
  return new Date(tokyoInstant(plusDays(tokyoDay(now), -days), time));
}
