/** The CSV import of a table made from its schema (案件; table-import-dialog.tsx). */
export const importStrings = {
  csvImport: 'CSVインポート',
  title: 'CSVインポート',
  intro:
    '1行目の見出しを表の列名にしてください（エクスポートしたファイルはそのまま読み込めます）。列の順番は問いません。読み込む列:',
  encodingNote:
    '文字コードは UTF-8（BOM あり・なし）と Shift_JIS に対応しています。Excel（.xlsx）も読み込めます。エクスポートしたファイルは、最後の「ID」列で同じ行を更新します。',
  chooseFile: 'CSVファイル',
  preview: (rows: number) => `プレビュー（見出し + 先頭${rows}行）`,
  previewEmpty: 'このファイルにはデータ行がありません。',
  fileReadFailed: 'ファイルを読み込めませんでした',
  noNameColumn: (name: string) =>
    `1行目に「${name}」の列がありません。見出しを表の列名にしてください。`,
  ignoredColumns: (names: string) => `読み込まない列: ${names}`,
  mode: '「ID」列が既存の行を指すとき',
  modeUpsert: 'その行を更新する',
  modeUpsertHint: 'ファイルの空欄で既存の値を消すことはありません。',
  modeAdd: 'すべて新規として追加する',
  summaryTitle: 'ファイル全体',
  summaryAdds: (n: number) => `追加 ${n}件`,
  summaryUpdates: (n: number) => `更新 ${n}件（同じIDの行）`,
  summaryUnchanged: (n: number) => `うち ${n}件は変更がないため書き込みません`,
  summarySkipped: (n: number, required: string) =>
    `スキップ ${n}件（${required}が空欄か、見つからない行）`,
  summaryUnreadable: (n: number) =>
    `読めない値 ${n}件（日付・数値・選択肢・関連先として読めないため空欄にします）`,
  import: 'インポート',
  importing: 'インポート中...',
  importProgress: (done: number, total: number) => `${done} / ${total}件`,
  imported: (added: number, updated: number) =>
    updated > 0 ? `${added}件を追加、${updated}件を更新しました` : `${added}件を追加しました`,
  importNothing: 'インポートできる行がありません。',
  cancel: 'キャンセル',
  importFailed: (committed: number) =>
    committed > 0
      ? `インポートに失敗しました。失敗までに${committed}件はインポート済みです。`
      : 'インポートに失敗しました。データは1件もインポートされていません。',
} as const;
