/** The grid's own copy (shared by SA and OB). */
export const gridStrings = {
  save: '保存',
  cancel: 'キャンセル',
  saved: '保存しました',
  undo: '元に戻す',
  undone: '元に戻しました',
  nothingToUndo: '元に戻せる変更はありません',
  conflictTitle: '他のユーザーが更新しました',
  conflictMessage: (theirs: string) =>
    `この項目は編集中に他のユーザーによって「${theirs || '（空欄）'}」に変更されました。入力した内容で上書きしますか？`,
  overwrite: '上書きする',
  keepEditing: '編集に戻る',
  emptyChoice: '（なし）',
  email: (value: string) => `メールを送る: ${value}`,
  phone: (value: string) => `電話をかける: ${value}`,
  openLink: (value: string) => `新しいタブで開く: ${value}`,
} as const;
