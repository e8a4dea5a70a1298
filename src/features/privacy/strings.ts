import type { PersonalDataKind } from '@/lib/privacy/personal-data';

/** Copy of 個人情報の開示・消去 (管理者). */
export const privacyStrings = {
  title: '個人情報の開示・消去',
  description:
    '顧客から個人情報の開示や消去を求められたときに使います。名前・メールアドレス・電話番号・法人番号のいずれかで、その情報を含むすべてのデータ（顧客、アンケート回答とURL、コメントと受信箱、履歴、リマインダー、統合の記録、ゴミ箱）を探します。',
  query: '検索する情報',
  queryHint: '2文字以上。全角・半角、大文字・小文字、空白とハイフンの違いは区別しません。',
  search: '検索',
  searching: '検索中...',
  tooShort: '検索する情報は2文字以上で入力してください',
  searchFailed: (reason: string) => `検索に失敗しました: ${reason}`,
  nothingFound: (query: string) => `「${query}」を含むデータは見つかりませんでした`,
  foundTotal: (query: string, count: number) =>
    `「${query}」を含むデータが${count}件見つかりました`,
  group: (label: string, count: number) => `${label}（${count}件）`,
  export: '開示用に書き出す',
  exported: (count: number) => `${count}件を書き出しました`,
  erase: '消去',
  eraseTitle: '個人情報の消去',
  eraseMessage: (query: string, count: number) =>
    `「${query}」を含むデータ${count}件をすべて削除します。元に戻すことはできません。監査ログには件数だけが残ります。`,
  eraseConfirmLabel: '確認のため「消去」と入力してください',
  eraseConfirm: '消去する',
  erasing: (done: number, total: number) => `消去中... ${done} / ${total}件`,
  eraseProgress: '消去の進み具合',
  erased: (count: number) => `${count}件を消去しました`,
  eraseFailed: (reason: string) => `消去に失敗しました: ${reason}`,
  cancel: 'キャンセル',
} as const;

export const kindLabels: Record<PersonalDataKind, string> = {
  rows: '顧客（SA・OB）',
  trashCopies: 'ゴミ箱',
  answers: 'アンケート回答',
  links: 'アンケートURL',
  comments: 'コメント',
  contacts: '先方担当者',
  activities: '活動',
  mentions: 'メンションの受信箱',
  history: '履歴',
  reminders: 'リマインダーの送信',
  merges: '統合の記録',
};
