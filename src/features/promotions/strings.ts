import type { PublishAction } from '@/lib/publishable/publish-lifecycle';

/**
 * Copy of promotion management. Texts the spec gives are used as written; the toasts it leaves
 * open follow the survey screens' wording.
 */
export const promotionStrings = {
  listTitle: 'プロモーション管理',
  newPromotion: '新規作成',
  searchPlaceholder: 'プロモーション名で検索',
  clearSearch: '検索をクリア',
  colName: 'プロモーション名',
  colStatus: 'ステータス',
  colCreator: '作成者',
  colLastEditor: '最終編集者',
  colCreatedAt: '作成日',
  colActions: '操作',
  emptyTitle: 'プロモーションが登録されていません',
  emptyHint: '最初のプロモーションを作成してください',
  noMatchTitle: '検索結果がありません',
  noMatchHint: '条件を変更して再度検索してください',
  copyLink: '公開リンクをコピー',
  openLink: '公開ページを新しいタブで開く',
  edit: '編集',
  archive: '削除',
  archiveTitle: 'プロモーションを削除しますか？',
  archiveMessage: (title: string) => `「${title}」を削除します。この操作は取り消せません。`,
  archiveConfirm: '削除する',
  loadFailed: 'プロモーションの読み込みに失敗しました',
  archived: 'プロモーションをアーカイブしました',
  archiveFailed: 'プロモーションのアーカイブに失敗しました',
  linkCopied: 'リンクをコピーしました',
  linkCopyFailed: 'リンクのコピーに失敗しました',
  // Create and edit
  createTitle: 'プロモーション作成',
  editTitle: 'プロモーション編集',
  nameLabel: 'プロモーション名',
  namePlaceholder: '例: 冬の導入キャンペーン',
  htmlLabel: 'HTML',
  cssLabel: 'CSS（任意）',
  editorHint: 'Tabキーで次の項目へ移動します。インデントは Ctrl+] / Ctrl+[ です。',
  editorLoading: 'エディタを読み込み中...',
  previewTitle: 'プレビュー',
  previewFrameTitle: 'プロモーションのプレビュー',
  previewEmpty: 'HTMLを入力するとここにプレビューが表示されます',
  fullDocumentNote: '完全なHTML文書として全画面で表示されます',
  cancel: 'キャンセル',
  create: '作成',
  creating: '作成中...',
  update: '更新',
  updating: '更新中...',
  titleRequired: 'プロモーション名を入力してください',
  htmlRequired: 'HTMLを入力してください',
  created: 'プロモーションを作成しました',
  createFailed: 'プロモーションの作成に失敗しました',
  updated: 'プロモーションを更新しました',
  updateFailed: 'プロモーションの更新に失敗しました',
  conflictMessage:
    '読み込んだ後に、他のスタッフ（または別のタブ）がこのプロモーションを更新しました。上書きして保存すると、その変更は失われます。',
  notFound: 'プロモーションが見つかりませんでした',
} as const;

/** The list toggle's toasts: 'プロモーションを公開しました' / 'プロモーションの公開に失敗しました', etc. */
const lifecycleToasts = (verb: string) => ({
  ok: `プロモーションを${verb}しました`,
  failed: `プロモーションの${verb}に失敗しました`,
});

export const actionMessages: Record<PublishAction, { ok: string; failed: string }> = {
  publish: lifecycleToasts('公開'),
  close: lifecycleToasts('終了'),
  reopen: lifecycleToasts('再開'),
};
