import type { PaletteColorName } from './model/palette';
import type { DropdownTab, OptionListKey } from './model/types';

/** Japanese copy of the dropdown management screen (spec part 2, sections 2 and 8). */
export const dropdownStrings = {
  title: 'プルダウン管理',
  description:
    '各画面のプルダウンで使う選択肢を管理します。ドラッグで並べ替え、色で見分けられます。',
  tabsLabel: '対象画面',
  empty: 'オプションがありません',
  loading: 'データを読み込み中...',
  addPlaceholder: '新しいオプションを入力',
  addLabel: (list: string) => `${list}に追加するオプション`,
  add: '追加',
  count: (n: number) => `${n}件`,
  parent: '親カテゴリ',
  parentOf: (label: string) => `${label} の親カテゴリ`,
  noParent: '親カテゴリなし',
  newParent: (list: string) => `${list}の親カテゴリ`,
  dragHandle: (label: string) => `${label} を並べ替え`,
  colorButton: (label: string, color: string) => `${label} の色を変更（現在: ${color}）`,
  colorPanel: (label: string) => `${label} の色`,
  customColor: 'カスタム色',
  edit: (label: string) => `${label} を編集`,
  renameInput: (label: string) => `${label} の新しい名前`,
  save: '保存',
  cancel: 'キャンセル',
  delete: (label: string) => `${label} を削除`,
  deleteTitle: 'オプションを削除',
  deleteMessage: (label: string) => `「${label}」を削除しますか？`,
  deleteOrphansWarning: (count: number) =>
    `このメインジャンルを親にしているサブジャンル${count}件は、親カテゴリが未設定になります。`,
  deleteConfirm: '削除',
  duplicate: (label: string) => `「${label}」は既に登録されています`,
  defaultsShown:
    '読み込みに失敗したため初期値を表示しています。編集するには再読み込みしてください。',
  retry: '再読み込み',
  loadFailed: (reason: string) => `オプションの読み込みに失敗しました: ${reason}`,
  seedSaveFailed: (reason: string) => `オプションの初期データの保存に失敗しました: ${reason}`,
  addFailed: (reason: string) => `オプションの追加に失敗しました: ${reason}`,
  deleteFailed: (reason: string) => `オプションの削除に失敗しました: ${reason}`,
  renameFailed: (reason: string) => `オプションの更新に失敗しました: ${reason}`,
  colorFailed: (reason: string) => `色の保存に失敗しました: ${reason}`,
  orderFailed: (reason: string) => `並び順の保存に失敗しました: ${reason}`,
  parentFailed: (reason: string) => `親カテゴリの保存に失敗しました: ${reason}`,
  dnd: {
    instructions:
      'スペースキーで持ち上げ、上下の矢印キーで移動し、スペースキーで確定します。Escapeキーで取り消します。',
    start: (label: string) => `${label} を持ち上げました。`,
    over: (label: string, position: number, total: number) =>
      `${label} を ${position} / ${total} 番目に移動中です。`,
    end: (label: string, position: number, total: number) =>
      `${label} を ${position} / ${total} 番目に置きました。`,
    cancel: (label: string) => `${label} の移動を取り消しました。`,
  },
} as const;

export const tabLabels: Record<DropdownTab, string> = {
  sa: 'SA',
  ob: 'OB',
  cs: 'CS',
  gtm: 'GTM',
};

export const listTitles: Record<OptionListKey, string> = {
  saAssignee: '社内担当者',
  saReferralSource: '紹介元',
  saCustomerProgress: '進捗',
  obAssignee: 'OB担当',
  referralSource: '紹介元',
  customerProgress: '進捗',
  assignee: '担当者',
  mainGenre: 'メインジャンル',
  subGenre: 'サブジャンル',
  customerStatus: '顧客ステータス',
  oemList: 'OEM一覧',
  status: 'ステータス',
  webApplicationStatus: 'WEB申込状況',
  partnerStatus: 'パートナー締結状況',
  reapproach: '再アプローチ',
  contractContent: '契約内容',
  adminAccess: '管理画面アクセス',
  industry: '業種',
  genre: 'ジャンル',
  saObStatus: 'SA/OBステータス',
  customerListStatus: '顧客リストステータス',
};

export const colorNames: Record<PaletteColorName, string> = {
  blue: 'ブルー',
  red: 'レッド',
  emerald: 'エメラルド',
  amber: 'アンバー',
  violet: 'バイオレット',
  pink: 'ピンク',
  teal: 'ティール',
  orange: 'オレンジ',
  indigo: 'インディゴ',
  lime: 'ライム',
  cyan: 'シアン',
  rose: 'ローズ',
  brown: 'ブラウン',
  gray: 'グレー',
  darkGray: 'ダークグレー',
};
