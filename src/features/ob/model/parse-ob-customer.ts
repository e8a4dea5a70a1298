/** A stored document's fields, as data/ hands them over. */
type DocumentData = Record<string, unknown>;
import { toIsoDate } from '@/lib/iso-date';
import type { ObCustomer } from './types';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function toDateOrNull(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof value === 'object') {
    const maybe = value as { toDate?: unknown; seconds?: unknown };
    if (typeof maybe.toDate === 'function') return toDateOrNull((maybe.toDate as () => unknown)());
    if (typeof maybe.seconds === 'number') return new Date(maybe.seconds * 1000);
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** Parse, don't cast: a stored ob_list document of any age becomes a complete row. */
function parseObCustomer(id: string, data: DocumentData): ObCustomer {
  return {
    id,
    slackNumber: text(data.slackNumber),
    plannedDeliveryDate: toIsoDate(data.plannedDeliveryDate),
    deliveryDate: toIsoDate(data.deliveryDate),
    surveyResponseDate: toIsoDate(data.surveyResponseDate),
    referralSource: text(data.referralSource),
    productCategory: text(data.productCategory),
    clientName: text(data.clientName),
    serviceName: text(data.serviceName),
    progress: text(data.progress),
    taskMemo: text(data.taskMemo),
    obAssignee: text(data.obAssignee),
    createdAt: toDateOrNull(data.createdAt),
  };
}

const parsedByData = new WeakMap<DocumentData, ObCustomer>();

/** The same row object for the same stored `data` object (unchanged rows skip re-rendering). */
export function parseObCustomerCached(id: string, data: DocumentData): ObCustomer {
  const cached = parsedByData.get(data);
  if (cached && cached.id === id) return cached;
  const parsed = parseObCustomer(id, data);
  parsedByData.set(data, parsed);
  return parsed;
}
