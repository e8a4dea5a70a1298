import { OB_LIST, SA_LIST } from '@/contracts/customer-table-names';
import type { SurveyLink } from './survey-answer';

/** Stored links the survey-link tests share: an OB row's and an SA row's, for survey s1. */
export const obLink: SurveyLink = {
  surveyId: 's1',
  table: OB_LIST,
  rowId: 'o1',
  clientName: 'OB社',
  contactId: '',
  contactName: '',
};
export const saLink: SurveyLink = { ...obLink, table: SA_LIST, rowId: 'c1', clientName: 'SA社' };
