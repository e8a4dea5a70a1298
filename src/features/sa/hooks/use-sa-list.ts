import { SA_LIST } from '@/contracts/collections';
import { createSessionList } from '@/lib/session-list';
import { subscribeSaList } from '../data/sa-customers';
import type { SaCustomer } from '../model/types';

/** One `sa_list` listener for the whole session, shared by every visit to the screen. */
export const saList = createSessionList<SaCustomer>(SA_LIST, subscribeSaList, { snapshot: true });

export const useSaList = saList.useList;

/** Tests: the next visit starts a new listener (on the backend the test set). */
export const resetSaListForTests = saList.resetForTests;
