import { customerTableStrings } from '@/features/customers';

/** OB management copy: the spec's texts and messages (part 2, sections 2, 5 and 8) and ours. */
export const obStrings = {
  ...customerTableStrings,
  title: 'OB管理',
  gridLabel: 'OB顧客一覧',
  unset: '未設定',
  // toolbar
  searchLabel: 'クライアント名・サービス名・スラック番号・OB担当で検索',
  categoryFilter: '商材区分',
  categoryAll: 'すべての商材区分',
  assigneeFilter: 'OB担当',
  assigneeAll: 'すべてのOB担当',
  // columns (in the table's order)
  colSlackNumber: 'スラック番号',
  colPlannedDeliveryDate: '納品予定日',
  colReferralSource: '紹介元',
  colProductCategory: '商材区分',
  colClientName: 'クライアント名',
  colServiceName: 'サービス名',
  colProgress: '進捗',
  colAssignee: 'OB担当',
  colTaskMemo: 'タスク/メモ',
  colSurveyResponseDate: 'アンケート回答日',
  colDeliveryDate: '納品日',
  // cell save failures (spec section 8)
  categorySaveFailed: '商材区分の保存に失敗しました',
  referralSaveFailed: '紹介元の保存に失敗しました',
  progressSaveFailed: '進捗の保存に失敗しました',
  assigneeSaveFailed: 'OB担当の保存に失敗しました',
  dateSaveFailed: '日付の保存に失敗しました',
  taskMemoSaveFailed: 'タスク/メモの保存に失敗しました',
  saveFailed: '保存に失敗しました',
  // add
  slackPlaceholder: '#12345',
  requiredFields: 'スラック番号とクライアント名は必須項目です。',
  addFailed: '新規顧客の保存に失敗しました。もう一度お試しください。',
  plannedHint: 'アンケート回答日を入力すると21日後が自動で入ります',
  // delete
  deleteConfirm: 'この顧客データを削除しますか？この操作は取り消せません。',
  deleteFailed: '顧客の削除に失敗しました。もう一度お試しください。',
} as const;
