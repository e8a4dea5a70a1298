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
  /** A searchable choice's search box, named after its column ('顧客を検索'). */
  searchChoices: (header: string) => `${header}を検索`,
  // Ranges, clipboard, fill (docs/grid.md "Ranges and the clipboard").
  copied: (n: number) => `${n}件のセルをコピーしました`,
  pasted: (n: number) => `${n}件のセルを貼り付けました`,
  cleared: (n: number) => `${n}件のセルをクリアしました`,
  filled: (n: number) => `${n}件のセルに下方向へコピーしました`,
  nothingChanged: '変更されたセルはありません',
  rejected: (n: number, cells: string) =>
    `${n}件のセルは形式が合わないため貼り付けませんでした: ${cells}`,
  cut: (rows: number, columns: number) =>
    `表の範囲を超えた${[rows > 0 ? `${rows}行` : '', columns > 0 ? `${columns}列` : ''].filter(Boolean).join('・')}は貼り付けませんでした（行は追加されません）`,
  cellName: (header: string, row: number) => `${header}（${row}行目）`,
  andMore: (n: number) => `ほか${n}件`,
  notSaved: (n: number, reason: string) => `${n}件のセルを保存できませんでした: ${reason}`,
  bulkConflictTitle: '他のユーザーが更新したセルがあります',
  bulkConflictMessage: (cells: string) =>
    `次のセルは操作を始めた後に他のユーザーによって変更されました。上書きしますか？ ${cells}`,
  clipboardDenied:
    'ブラウザがクリップボードの読み取りを許可しませんでした。Ctrl+V（Macは⌘V）で貼り付けてください',
  menuLabel: 'セルの操作',
  menuCopy: 'コピー',
  menuPaste: '貼り付け',
  menuFillDown: '下方向へコピー',
  menuClear: 'クリア',
  // Columns (docs/grid.md "Column layout").
  resizeColumn: (header: string) => `${header}の列幅`,
  resizeHint: 'ドラッグ、または左右の矢印キーで列幅を変更（ダブルクリック・Enterで元の幅）',
  columnsMenu: '表示列',
  resetLayout: '既定に戻す',
  columnsMenuHint:
    '表示する列・並び順・左端への固定を選びます（並べ替えはドラッグ、またはつまみでスペースキー→矢印キー）。列幅は見出しの右端をドラッグして変えられます。',
  moveColumn: (header: string) => `${header}を移動`,
  pinColumn: (header: string) => `${header}を左端に固定`,
  // Presence (docs/features/history-and-presence.md).
  editingBy: (name: string) => `${name} 編集中`,
  editingByMore: (name: string, others: number) => `${name} ほか${others}人 編集中`,
  othersEditingTitle: (name: string) => `${name}さんが編集中です`,
  othersEditingMessage:
    '同じセルを同時に編集すると、後から保存した内容で上書きされます。編集を続けますか？',
  continueEditing: '続けて編集',
  email: (value: string) => `メールを送る: ${value}`,
  phone: (value: string) => `電話をかける: ${value}`,
  openLink: (value: string) => `新しいタブで開く: ${value}`,
} as const;
