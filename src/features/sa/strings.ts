import { customerTableStrings } from '@/features/customers';

/** SA management copy: the spec's texts and messages (part 2, sections 2, 5 and 8) and ours. */
export const saStrings = {
  ...customerTableStrings,
  title: 'SA管理',
  gridLabel: 'SA顧客一覧',
  // toolbar
  searchLabel: 'クライアント名・サービス名・法人番号・先方担当者で検索',
  priorityFilter: '優先度',
  priorityAll: 'すべての優先度',
  assigneeFilter: '担当者',
  assigneeAll: 'すべての担当者',
  csvImport: 'CSVインポート',
  // columns (in the table's order)
  colFavorite: 'お気に入り',
  colCorporateNumber: '法人番号',
  colMeetingDate: '商談日',
  colLastContactDate: '最終接触日',
  colReferralSource: '紹介元',
  colPriority: '優先度',
  colNextAction: 'コメント/ネクストアクション',
  colClientName: 'クライアント名',
  colServiceName: 'サービス名',
  colProgress: '進捗',
  colAssignee: '担当者',
  colContactPerson: '先方担当者',
  colContactInfo: '連絡先',
  colPhoneNumber: '電話番号',
  colMeetingVideo: '商談動画',
  favoriteOn: (client: string) => `お気に入りから外す: ${client}`,
  favoriteOff: (client: string) => `お気に入りに追加: ${client}`,
  openVideo: (client: string) => `商談動画を開く: ${client}`,
  // add
  meetingVideoUrl: '商談動画URL',
  clientNameRequired: 'クライアント名は必須です',
  addFailed: '追加に失敗しました',
  // edit / delete
  updateFailed: '更新に失敗しました',
  deleteConfirm: '本当にこの顧客を削除しますか？',
  deleteFailed: '削除に失敗しました',
  // CSV import
  importTitle: 'CSVインポート',
  importColumnsIntro:
    'CSVファイルの列は次の順番にしてください（1行目は見出しとして読み飛ばします）:',
  importEncodingNote:
    '文字コードは UTF-8（BOM あり・なし）と Shift_JIS に対応しています。Excel（.xlsx）も読み込めます。エクスポートしたファイルは、最後の「ID」列で同じ行を更新します。',
  chooseFile: 'CSVファイル',
  preview: (rows: number) => `プレビュー（見出し + 先頭${rows}行）`,
  previewEmpty: 'このファイルにはデータ行がありません。',
  fileReadFailed: 'ファイルを読み込めませんでした',
  import: 'インポート',
  importing: 'インポート中...',
  importProgress: (done: number, total: number) => `${done} / ${total}件`,
  imported: (n: number) => `${n}件のデータをインポートしました`,
  importSkipped: (noClient: number, blankedPriority: number) =>
    [
      noClient > 0 ? `クライアント名のない${noClient}行は読み込みませんでした` : '',
      blankedPriority > 0
        ? `優先度が A/B/C 以外の${blankedPriority}行は優先度を空欄にしました`
        : '',
    ]
      .filter(Boolean)
      .join('。'),
  importFailed: (committed: number) =>
    committed > 0
      ? `インポートに失敗しました。失敗までに${committed}件はインポート済みです。`
      : 'インポートに失敗しました。データは1件もインポートされていません。',
  importNothing: 'インポートできる行がありません（クライアント名が空の行は読み込みません）。',
  corporateNumberWarning: '法人番号が正しくない可能性があります（13桁の数字・チェックデジット）',
  corporateNumberFilter: '法人番号',
  corporateNumberAll: 'すべての法人番号',
  corporateNumberFlagged: '要確認',
  summaryBadNumbers: (n: number) =>
    `法人番号が正しくない可能性のある${n}行（そのまま読み込みます）`,
  // Matching and updating (docs/features/sa.md "Import")
  importColumnsIntroNamed:
    '1行目の見出しが表の列名（エクスポートしたファイルなど）のときは列名で、そうでなければ次の順番で読み込みます:',
  matchedByHeader: '見出しの列名で列を対応付けました。',
  matchedByPosition: '見出しに表の列名がないため、上記の列の順番で読み込みます。',
  ignoredColumns: (names: string) => `読み込まない列: ${names}`,
  importMode: '法人番号が一致する顧客',
  modeUpsert: '一致する法人番号は更新する',
  modeUpsertHint:
    'エクスポートしたファイルの行は「ID」列で元の顧客を更新します。ファイルの空欄で既存の値を消すことはありません。',
  modeAdd: 'すべて新規として追加する',
  summaryTitle: 'ファイル全体',
  // 名寄せ in the import
  duplicatesTitle: (n: number) => `既存の行と重複の可能性がある行（${n}件）`,
  duplicatesHint: '行ごとに、新規に追加するか、既存の行を更新するかを選んでください。',
  duplicateChoice: (client: string) => `${client} の取り込み方`,
  addAsNew: '新規に追加',
  updateExisting: '既存の行を更新',
  mayBe: (client: string, reasons: string) => `→ ${client}（${reasons}）`,
  andMore: (n: number) => ` ほか${n}件`,
  updateTarget: (client: string) => `${client} で更新する行`,
  moreDuplicates: (n: number) => `ほか ${n}件は新規に追加します`,
  summaryAdds: (n: number) => `追加 ${n}件`,
  summaryUpdates: (n: number) => `更新 ${n}件（同じIDまたは法人番号の顧客）`,
  summaryUnchanged: (n: number) => `うち ${n}件は変更がないため書き込みません`,
  summarySkipped: (n: number) => `スキップ ${n}件（クライアント名なし）`,
  summaryDuplicates: (n: number) => `法人番号が重複した${n}行は、後の行を採用します`,
  summaryWarnings: (dates: number, priorities: number) =>
    [
      dates > 0 ? `日付として読めない値のある${dates}行（その日付は空欄）` : '',
      priorities > 0 ? `優先度が A/B/C 以外の${priorities}行（優先度は空欄）` : '',
    ]
      .filter(Boolean)
      .join('、'),
  importedWithUpdates: (added: number, updated: number) =>
    `${added}件を追加、${updated}件を更新しました`,
} as const;
