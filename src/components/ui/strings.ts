import { pageStrings } from './page-strings';

/** Copy shared by the UI parts every screen uses (the public pages' part: page-strings.ts). */
export const commonStrings = {
  ...pageStrings,
  cancel: 'キャンセル',
  close: '閉じる',
  notifications: '通知',
  closeNotification: '通知を閉じる',
  ok: 'OK',
  save: '保存',
  saving: '保存中...',
  delete: '削除',
  edit: '編集',
  retry: '再読み込み',
  unsavedTitle: '未保存の変更があります',
  unsavedMessage: '保存されていない変更があります。このページを離れますか？',
  discardAndLeave: '破棄して移動',
  loadFailed: 'データの読み込みに失敗しました',
  backToTop: 'トップへ戻る',
} as const;
