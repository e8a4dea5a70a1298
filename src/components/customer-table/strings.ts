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
  // export (docs/features/customer-tables.md "Export")
  export: 'エクスポート',
  exportTitle: 'エクスポート',
  exportDescription: (rows: number, columns: number) =>
    `表示中の${rows}件・${columns}列を、画面の並び順のまま書き出します。`,
  exportFormat: 'ファイル形式',
  formatUtf8: 'CSV（UTF-8 BOM付き）',
  formatUtf8Hint: '通常はこちら。Excel・Googleスプレッドシートで文字化けせずに開けます。',
  formatSjis: 'CSV（Shift_JIS）',
  formatSjisHint: '古いExcelや、Shift_JISしか読めないシステムに渡すとき。',
  formatXlsx: 'Excel（.xlsx）',
  formatXlsxHint: 'Excelでそのまま開く表として。法人番号も文字列のまま残ります。',
  sjisReplaced: (count: number, rows: string) =>
    `Shift_JISで表せない文字が${count}文字あり、「?」に置き換えます（${rows}）。`,
  sjisRow: (row: number) => `${row}行目`,
  sjisChecking: 'Shift_JISで表せない文字を確認中...',
  exportRun: '書き出す',
  exporting: '書き出し中...',
  exported: (rows: number) => `${rows}件をエクスポートしました`,
  exportFailed: 'エクスポートに失敗しました',
} as const;
