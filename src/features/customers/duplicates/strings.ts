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
  // the history's merge entries
  historyMerged: (client: string) => `「${client}」を統合しました`,
  historyUnmerged: (client: string) => `「${client}」の統合を元に戻しました`,
  historyMergeValues: (n: number) => `統合で変わった項目（${n}項目）`,
  undoMerge: '統合を元に戻す',
  undoingMerge: '元に戻しています...',
  mergeUndone: '統合を元に戻しました',
  undoMergeFailed: '統合を元に戻せませんでした',
} as const;
