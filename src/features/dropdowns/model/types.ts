/** One entry of an option list (spec section 3, "Dropdown option"). */
export interface DropdownOption {
  id: string;
  label: string;
  /** Hex colour such as '#3B82F6'. */
  color: string;
  usageCount: number;
  /** Position within its own list, 0..n-1 after every change. */
  order: number;
  /** Only sub-categories (subGenre) use this: the id of a mainGenre option. */
  parentId?: string;
  /** Only 確度 (dealConfidence) uses this: the share of a deal's 金額 its ヨミ counts, 0–100. */
  percent?: number;
}

/** Every list key stored in dropdown_options, visible on a tab or not (spec sections 3 and 9). */
export const OPTION_LIST_KEYS = [
  'saAssignee',
  'saReferralSource',
  'saCustomerProgress',
  'obAssignee',
  'referralSource',
  'customerProgress',
  'assignee',
  'mainGenre',
  'subGenre',
  'customerStatus',
  'oemList',
  'status',
  'webApplicationStatus',
  'partnerStatus',
  'reapproach',
  'contractContent',
  'adminAccess',
  'industry',
  'genre',
  'saObStatus',
  'customerListStatus',
  'dealStage',
  'dealConfidence',
] as const;

export type OptionListKey = (typeof OPTION_LIST_KEYS)[number];

export type DropdownTab = 'sa' | 'ob' | 'deals' | 'cs' | 'gtm';

/** The lists each tab shows, in card order (spec section 3, "Option lists by tab"). */
export const TAB_LISTS: Record<DropdownTab, readonly OptionListKey[]> = {
  sa: ['saAssignee', 'saReferralSource', 'saCustomerProgress'],
  ob: ['obAssignee', 'referralSource', 'customerProgress'],
  deals: ['dealStage', 'dealConfidence'],
  cs: ['assignee', 'mainGenre', 'subGenre', 'customerStatus'],
  gtm: ['oemList'],
};

export const DROPDOWN_TABS = [
  'sa',
  'ob',
  'deals',
  'cs',
  'gtm',
] as const satisfies readonly DropdownTab[];

/** The list whose options may point at a parent, and the list those parents live in. */
export const SUB_CATEGORY_LIST: OptionListKey = 'subGenre';
export const PARENT_CATEGORY_LIST: OptionListKey = 'mainGenre';

/** The list whose options carry a percentage (確度: how much of a deal its ヨミ counts). */
export const PERCENT_LIST: OptionListKey = 'dealConfidence';

/** An option's percentage as stored, or null when it has none (0–100, whole). */
export function isPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}
