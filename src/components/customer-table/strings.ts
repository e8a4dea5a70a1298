/** Copy the SA and OB tables share (spec part 2, sections 2 and 8, and ours). */
export const customerTableStrings = {
  loading: 'データを読み込み中...',
  loadFailed: 'データの読み込みに失敗しました',
  empty: 'データがありません。新規追加してください。',
  noMatch: '条件に一致するデータがありません。',
  clearFilters: '絞り込みをクリア',
  // toolbar
  clearSearch: '検索をクリア',
  progressFilter: '進捗',
  progressAll: 'すべての進捗',
  progressSelected: (n: number) => `進捗（${n}件選択）`,
  clearAll: 'すべてクリア',
  resultCount: (shown: number, total: number) =>
    shown === total ? `${total}件` : `${shown}件 / 全${total}件`,
  addNew: '新規追加',
  // add
  addTitle: '新規顧客追加',
  add: '追加',
  adding: '追加中...',
  cancel: 'キャンセル',
  added: '顧客を追加しました',
  // delete
  deleteTitle: '顧客の削除',
  delete: '削除',
  deleted: '顧客を削除しました',
  deleteRow: (client: string) => `削除: ${client}`,
} as const;
