import {
  cachedByData,
  storedDate,
  storedText as text,
  type DocumentData,
} from '@/lib/customer-table/stored-fields';
import { toIsoDate } from '@/lib/iso-date';
import { PRIORITIES, type Priority, type SaCustomer } from './types';

export function parsePriority(value: unknown): Priority | '' {
  const normalized = text(value).normalize('NFKC').trim().toUpperCase();
  return (PRIORITIES as readonly string[]).includes(normalized) ? (normalized as Priority) : '';
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
    createdAt: storedDate(data.createdAt),
  };
}

/** The same row object for the same stored `data` object (see `cachedByData`). */
export const parseSaCustomerCached = cachedByData(parseSaCustomer);
