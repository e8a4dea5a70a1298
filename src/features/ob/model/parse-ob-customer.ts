import {
  cachedByData,
  storedDate,
  storedText as text,
  type DocumentData,
} from '@/lib/customer-table/stored-fields';
import { toIsoDate } from '@/lib/iso-date';
import type { ObCustomer } from './types';

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
    createdAt: storedDate(data.createdAt),
  };
}

/** The same row object for the same stored `data` object (see `cachedByData`). */
export const parseObCustomerCached = cachedByData(parseObCustomer);
