/** Priority values (spec part 2, section 9); '' is "not set". */
export const PRIORITIES = ['A', 'B', 'C'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** One row of `sa_list` (spec part 2, section 3, "SA customer"). Dates are 'YYYY-MM-DD' or ''. */
export interface SaCustomer {
  id: string;
  corporateNumber: string;
  clientName: string;
  serviceName: string;
  meetingDate: string;
  lastContactDate: string;
  referralSource: string;
  priority: Priority | '';
  nextAction: string;
  progress: string;
  /** The assignee; older documents call it `assignee` or `saAssignee`. */
  obAssignee: string;
  contactPerson: string;
  contactInfo: string;
  phoneNumber: string;
  meetingVideo: string;
  isFavorite: boolean;
  createdAt: Date | null;
}

/**
 * The text fields a cell edits, one at a time (stored under these names), in the CSV column order
 * of spec section 5 (not the table's order): the import maps CSV column i to field i.
 */
export const SA_TEXT_FIELDS = [
  'corporateNumber',
  'clientName',
  'serviceName',
  'meetingDate',
  'lastContactDate',
  'referralSource',
  'priority',
  'nextAction',
  'progress',
  'obAssignee',
  'contactPerson',
  'contactInfo',
  'phoneNumber',
  'meetingVideo',
] as const;
export type SaTextField = (typeof SA_TEXT_FIELDS)[number];

/** What the add form and the CSV import produce. */
export type SaCustomerInput = Pick<SaCustomer, SaTextField>;

export function emptySaInput(): SaCustomerInput {
  return Object.fromEntries(SA_TEXT_FIELDS.map((field) => [field, ''])) as SaCustomerInput;
}

export function isSaTextField(value: string): value is SaTextField {
  return (SA_TEXT_FIELDS as readonly string[]).includes(value);
}
