/** Copy of 名寄せ: the entry warning, the duplicates view and merging. */
export const duplicateStrings = {
  warningTitle: '同じ会社の可能性がある行があります',
  addAnyway: 'それでも追加',
  /** The cell editor's one-line warning, naming the candidates. */
  cellWarning: (names: string) => `同じ会社の可能性がある行があります: ${names}`,
  candidatesLabel: '重複の候補',
  assignee: '担当者',
  progress: '進捗',
  moreCandidates: (n: number) => `ほか ${n}件`,
  // 重複の候補 (the duplicates view)
  viewTitle: (table: string) => `重複の候補（${table}）`,
  openView: '重複の候補',
  viewIntro:
    '同じ会社の可能性がある行の組です。法人番号・会社名（表記ゆれ）・電話番号・メールのドメインが一致するものを、強い順に表示します。',
  pairCount: (n: number) => `${n}組`,
  noPairs: '重複の候補はありません',
  noPairsHint: '同じ会社の可能性がある行が見つかると、ここに表示されます。',
  pairLabel: (a: string, b: string) => `${a} と ${b}`,
  merge: '統合',
  mergeLabel: (a: string, b: string) => `統合: ${a} と ${b}`,
  notDuplicate: '重複ではない',
  notDuplicateLabel: (a: string, b: string) => `重複ではない: ${a} と ${b}`,
  dismissed: '重複ではない組として記録しました',
  dismissFailed: '記録できませんでした',
  showMore: 'さらに表示',
  back: (table: string) => `${table}一覧に戻る`,
  loadFailed: '重複の候補を読み込めませんでした',
  phone: '電話番号',
  corporateNumber: '法人番号',
  // the merge screen
  mergeTitle: '行を統合',
  mergeIntro:
    '残す行と、項目ごとに残す値を選んでください。もう一方の行の履歴・コメント・アンケートのリンクと回答・リマインドは、残す行に移ります。',
  keptRow: '残す行',
  keepThis: (client: string) => `${client} を残す`,
  field: '項目',
  sameValue: '同じ値',
  chooseValue: (field: string) => `${field}に残す値`,
  mergeSubmit: '統合する',
  merging: '統合しています...',
  merged: '統合しました',
  mergeFailed: '統合できませんでした',
  // 法人番号 lookup
  // Not '法人番号…': a label containing it would also answer getByLabel('法人番号').
  registryTitle: '登録情報の照会',
  lookUp: '法人番号から会社名と所在地を取得',
  lookingUp: '取得しています...',
  lookupFailed: '法人番号の登録情報を取得できませんでした',
  lookupSetup:
    '国税庁「法人番号システム Web-API」の利用届出をすると、アプリケーションIDが発行されます。管理者がそのIDを設定すると使えるようになります（設定方法はプロジェクトの docs/deploy.md）。',
  officialName: '正式名称',
  address: '所在地',
  closeDate: '閉鎖日',
  nameDiffers: (registered: string, typed: string) =>
    `登録名「${registered}」は、クライアント名「${typed}」と異なります`,
  useRegisteredName: 'クライアント名を登録名にする',
  // the history's merge entries
  historyMerged: (client: string) => `「${client}」を統合しました`,
  historyUnmerged: (client: string) => `「${client}」の統合を元に戻しました`,
  historyMergeValues: (n: number) => `統合で変わった項目（${n}項目）`,
  undoMerge: '統合を元に戻す',
  undoingMerge: '元に戻しています...',
  mergeUndone: '統合を元に戻しました',
  undoMergeFailed: '統合を元に戻せませんでした',
} as const;
