import { paletteColorAt } from './palette';
import { PERCENT_LIST, type DropdownOption, type OptionListKey } from './types';

/**
 * Built-in labels per list (spec section 9; SA progress from section 4). Where the spec does not
 * give values we chose them and say so in docs/features/dropdowns.md: saReferralSource repeats referralSource,
 * customerStatus repeats customerListStatus, the genre lists are our own marketing /
 * development / consulting categories, and the assignee lists hold three sample surnames.
 * oemList has no defaults: OEM names come from real projects.
 */
const SAMPLE_ASSIGNEES = ['山本', '佐藤', '田中'];
const REFERRAL_SOURCES = ['自社サイト', '代理店', '紹介', '既存顧客', '広告', 'その他'];
const SA_PROGRESS = ['初回連絡', 'アポ確定', '商談中', '提案済', '受注', '失注', '保留'];
const CUSTOMER_LIST_STATUSES = [
  '受注済',
  'アンケート回答待ち',
  '開発中',
  'リリース済',
  '完了',
  '保留',
];
const ACCESS_STATES = ['発行済', '未対応', '不要', '要確認'];

/** Sub-categories with the label of the main category each belongs to. */
export const DEFAULT_SUB_GENRES: readonly { label: string; parent: string }[] = [
  { label: 'SEO対策', parent: 'マーケティング' },
  { label: '広告運用', parent: 'マーケティング' },
  { label: 'SNS運用', parent: 'マーケティング' },
  { label: 'Webサイト制作', parent: '開発' },
  { label: 'アプリ開発', parent: '開発' },
  { label: 'システム開発', parent: '開発' },
  { label: '業務改善', parent: 'コンサルティング' },
  { label: 'DX推進', parent: 'コンサルティング' },
  { label: '新規事業支援', parent: 'コンサルティング' },
];

/** 確度's options and how much of a deal's 金額 each counts in the ヨミ. */
const DEFAULT_PERCENTS: Readonly<Record<string, number>> = { A: 80, B: 50, C: 20 };

export const DEFAULT_LABELS: Record<OptionListKey, readonly string[]> = {
  saAssignee: SAMPLE_ASSIGNEES,
  saReferralSource: REFERRAL_SOURCES,
  saCustomerProgress: SA_PROGRESS,
  obAssignee: SAMPLE_ASSIGNEES,
  referralSource: REFERRAL_SOURCES,
  customerProgress: ['未着手', '進行中', '確認待ち', '完了', '保留'],
  assignee: SAMPLE_ASSIGNEES,
  mainGenre: ['マーケティング', '開発', 'コンサルティング'],
  subGenre: DEFAULT_SUB_GENRES.map((sub) => sub.label),
  customerStatus: CUSTOMER_LIST_STATUSES,
  oemList: [],
  status: SA_PROGRESS,
  webApplicationStatus: [
    'WEB申込未実施',
    'WEB申込受付中',
    'WEB申込完了',
    'WEB申込不要',
    'WEB申込キャンセル',
  ],
  partnerStatus: ['検討中', '締結書類確認中', 'ご締結中'],
  reapproach: ['連絡済', 'MTG日時調整中', 'MTG日時確定', '対応済', '不要', '要確認'],
  contractContent: ['顧客紹介（通常P）', '顧客紹介（1次）', '営業代理店契約', '特殊契約'],
  adminAccess: ACCESS_STATES,
  industry: ACCESS_STATES,
  genre: ['マーケティング支援', 'システム開発', 'コンサルティング'],
  saObStatus: ['見込', '提案済', '契約準備中', '契約完了', '休眠', '失注'],
  customerListStatus: CUSTOMER_LIST_STATUSES,
  dealStage: ['見込み', '提案', '見積提出', '交渉', '受注', '失注'],
  dealConfidence: Object.keys(DEFAULT_PERCENTS),
};

/**
 * The default options of a list. Ids are deterministic so two screens seeding the same list at
 * once write identical documents. Sub-categories find their parent by label among `parents`
 * (the current mainGenre options) and take its colour.
 */
export function defaultOptions(
  key: OptionListKey,
  parents: readonly DropdownOption[] = [],
): DropdownOption[] {
  return DEFAULT_LABELS[key].map((label, index) => {
    const option: DropdownOption = {
      id: `${key}-default-${index}`,
      label,
      color: paletteColorAt(index),
      usageCount: 0,
      order: index,
    };
    if (key === PERCENT_LIST) return { ...option, percent: DEFAULT_PERCENTS[label] ?? 0 };
    if (key !== 'subGenre') return option;
    const parentLabel = DEFAULT_SUB_GENRES[index]?.parent;
    const parent = parents.find((p) => p.label === parentLabel);
    return parent ? { ...option, parentId: parent.id, color: parent.color } : option;
  });
}
