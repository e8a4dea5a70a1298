import { toIsoDate } from '@/lib/iso-date';
import { PRIORITIES, type Priority, type SaCustomer } from './types';

/** A stored document's fields, as data/ hands them over. */
type DocumentData = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function parsePriority(value: unknown): Priority | '' {
  const normalized = text(value).normalize('NFKC').trim().toUpperCase();
  return (PRIORITIES as readonly string[]).includes(normalized) ? (normalized as Priority) : '';
}

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

/** Parse, don't cast: a stored sa_list document of any age becomes a complete row. */
export function parseSaCustomer(id: string, data: DocumentData): SaCustomer {
  const assignee = [data.obAssignee, data.saAssignee, data.assignee].map(text).find(Boolean) ?? '';
  return {
    id,
    corporateNumber: text(data.corporateNumber),
    clientName: text(data.clientName),
    serviceName: text(data.serviceName),
    meetingDate: toIsoDate(data.meetingDate),
    lastContactDate: toIsoDate(data.lastContactDate),
    referralSource: text(data.referralSource),
    priority: parsePriority(data.priority),
    nextAction: text(data.nextAction),
    progress: text(data.progress),
    obAssignee: assignee,
    contactPerson: text(data.contactPerson),
    contactInfo: text(data.contactInfo),
    phoneNumber: text(data.phoneNumber),
    meetingVideo: text(data.meetingVideo),
    isFavorite: data.isFavorite === true,
    createdAt: toDateOrNull(data.createdAt),
  };
}

const parsedByData = new WeakMap<DocumentData, SaCustomer>();

/**
 * The same row object for the same stored `data` object: the backend keeps unchanged
 * documents' identity across live deliveries, so memoised rows and cells skip re-rendering.
 */
export function parseSaCustomerCached(id: string, data: DocumentData): SaCustomer {
  const cached = parsedByData.get(data);
  if (cached && cached.id === id) return cached;
  const parsed = parseSaCustomer(id, data);
  parsedByData.set(data, parsed);
  return parsed;
}
