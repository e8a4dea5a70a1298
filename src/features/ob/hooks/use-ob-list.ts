import { OB_LIST } from '@/contracts/collections';
import { createSessionList } from '@/lib/session-list';
import { subscribeObList } from '../data/ob-customers';
import type { ObCustomer } from '../model/types';

/** One `ob_list` listener for the whole session, shared by every visit to the screen. */
export const obList = createSessionList<ObCustomer>(OB_LIST, subscribeObList, { snapshot: true });

export const useObList = obList.useList;

/** Tests: the next visit starts a new listener (on the backend the test set). */
export const resetObListForTests = obList.resetForTests;
