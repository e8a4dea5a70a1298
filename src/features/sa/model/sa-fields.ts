import { PRIORITIES } from '@/contracts/sa-table';
import { type CustomerField, corporateNumberProblem } from '@/features/customers/model';
import { saStrings as s } from '../strings';

export { PRIORITIES };
export type Priority = (typeof PRIORITIES)[number];

/**
 * The SA table, one entry per column in the table's order (the star before and the delete
 * button after are not fields). Widths add up, with those two, to the specification's 1962 px.
 * `csvColumn` is the specification's CSV import order; `form.order` the add form's.
 */
export const SA_FIELDS = [
  {
    key: 'corporateNumber',
    header: s.colCorporateNumber,
    cell: 'text',
    width: 140,
    search: true,
    csvColumn: 0,
    form: {
      order: 0,
      input: 'text',
      warn: (value) => (corporateNumberProblem(value) ? s.corporateNumberWarning : null),
    },
  },
  {
    key: 'meetingDate',
    header: s.colMeetingDate,
    cell: 'date',
    width: 120,
    remind: true,
    csvColumn: 3,
    form: { order: 4, input: 'date' },
  },
  {
    key: 'lastContactDate',
    header: s.colLastContactDate,
    cell: 'date',
    width: 120,
    remind: true,
    csvColumn: 4,
    form: { order: 5, input: 'date' },
  },
  {
    key: 'referralSource',
    header: s.colReferralSource,
    cell: 'suggest',
    width: 130,
    optionList: 'saReferralSource',
    csvColumn: 5,
    form: { order: 6, input: 'suggest' },
  },
  {
    key: 'priority',
    header: s.colPriority,
    cell: 'select',
    width: 80,
    choices: PRIORITIES,
    csvColumn: 6,
    form: { order: 3, input: 'select' },
  },
  {
    key: 'nextAction',
    header: s.colNextAction,
    cell: 'multiline',
    width: 160,
    csvColumn: 7,
    form: { order: 12, input: 'textarea', wide: true },
  },
  {
    key: 'clientName',
    header: s.colClientName,
    cell: 'text',
    width: 220,
    search: true,
    csvColumn: 1,
    form: { order: 1, input: 'text', required: true },
  },
  {
    key: 'serviceName',
    header: s.colServiceName,
    cell: 'text',
    width: 150,
    search: true,
    csvColumn: 2,
    form: { order: 2, input: 'text' },
  },
  {
    key: 'progress',
    header: s.colProgress,
    cell: 'suggest',
    width: 120,
    optionList: 'saCustomerProgress',
    csvColumn: 8,
    form: { order: 7, input: 'suggest' },
  },
  {
    key: 'obAssignee',
    header: s.colAssignee,
    cell: 'suggest',
    width: 110,
    optionList: 'saAssignee',
    csvColumn: 9,
    form: { order: 8, input: 'suggest' },
  },
  {
    key: 'contactPerson',
    header: s.colContactPerson,
    cell: 'text',
    width: 120,
    search: true,
    csvColumn: 10,
    form: { order: 9, input: 'text' },
  },
  {
    key: 'contactInfo',
    header: s.colContactInfo,
    cell: 'contact',
    width: 170,
    csvColumn: 11,
    form: { order: 10, input: 'text' },
  },
  {
    key: 'phoneNumber',
    header: s.colPhoneNumber,
    cell: 'text',
    width: 130,
    csvColumn: 12,
    form: { order: 11, input: 'tel' },
  },
  {
    key: 'meetingVideo',
    header: s.colMeetingVideo,
    cell: 'url',
    width: 80,
    csvColumn: 13,
    csvHeader: s.meetingVideoUrl,
    form: {
      order: 13,
      input: 'url',
      label: s.meetingVideoUrl,
      wide: true,
      placeholder: 'https://',
    },
  },
] as const satisfies readonly CustomerField[];

/** The stored text fields a cell edits, one at a time. */
export type SaTextField = (typeof SA_FIELDS)[number]['key'];
