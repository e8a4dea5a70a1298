import { customerTableStrings } from '@/features/customers';

/** 案件 (deals) and ヨミ表 copy. The columns' names are the schema's labels (contracts/deal-table.ts). */
export const dealStrings = {
  ...customerTableStrings,
  title: '案件',
  gridLabel: '案件一覧',
  unset: '未設定',
  // toolbar
  searchLabel: '案件名・担当者・次のアクションで検索',
  confidenceFilter: '確度',
  confidenceAll: 'すべての確度',
  assigneeFilter: '担当者',
  assigneeAll: 'すべての担当者',
  forecastLink: 'ヨミ表',
  // cells
  amountInvalid: '金額は数字で入力してください（例: 1200000）',
  amountPlaceholder: '例: 1200000',
  customerPlaceholder: '顧客を選択',
  customerSearch: '名前で絞り込み',
  saveFailed: '保存に失敗しました',
  moveFailed: 'ステージの保存に失敗しました',
  // add
  addTitle: '新規案件追加',
  requiredFields: '案件名と顧客は必須項目です。',
  addFailed: '案件の保存に失敗しました。もう一度お試しください。',
  // delete
  deleteConfirm: 'この案件を削除しますか？',
  deleteFailed: '案件の削除に失敗しました。もう一度お試しください。',
  // board
  laneTotal: (yen: string) => `合計 ${yen}`,
  laneExpected: (yen: string) => `ヨミ ${yen}`,
  // the customer's page
  sectionTitle: '案件',
  addDeal: '案件を追加',
  noDeals: 'この顧客の案件はまだありません。',
  dealsLoading: '案件を読み込み中...',
  // ヨミ表
  forecastTitle: 'ヨミ表',
  forecastDescription:
    '受注予定日が対象月の案件を、担当者ごとに受注と確度別のヨミで集計します。セルを押すと、その数字の案件を一覧で開きます。',
  month: '対象月',
  assigneeColumn: '担当者',
  won: '受注',
  confidenceColumn: (label: string) => `${label}ヨミ`,
  goal: '目標',
  achievement: '達成率',
  laterColumn: (month: string) => `${Number(month.slice(5, 7))}月ヨミ`,
  total: '合計',
  noGoal: '—',
  goalInput: (assignee: string) => `${assignee}の目標（円）`,
  goalSaved: '目標を保存しました',
  goalFailed: '目標の保存に失敗しました。もう一度お試しください。',
  goalInvalid: '目標は数字で入力してください',
  exportCsv: 'CSV出力',
  tableCaption: (month: string) =>
    `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月のヨミ表`,
  openDeals: (what: string) => `${what}の案件を開く`,
  empty: '対象月と翌2か月に受注予定日のある案件がありません。',
  backToDeals: '案件一覧へ',
} as const;
