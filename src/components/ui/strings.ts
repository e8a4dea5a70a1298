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
  undo: '元に戻す',
  unsavedTitle: '未保存の変更があります',
  unsavedMessage: '保存されていない変更があります。このページを離れますか？',
  discardAndLeave: '破棄して移動',
  loadFailed: 'データの読み込みに失敗しました',
  backToTop: 'トップへ戻る',
  // Reordering a list by drag or keyboard (sortable-list.tsx).
  dnd: {
    instructions:
      'スペースキーで持ち上げ、上下の矢印キーで移動し、スペースキーで確定します。Escapeキーで取り消します。',
    start: (label: string) => `${label} を持ち上げました。`,
    over: (label: string, position: number, total: number) =>
      `${label} を ${position} / ${total} 番目に移動中です。`,
    end: (label: string, position: number, total: number) =>
      `${label} を ${position} / ${total} 番目に置きました。`,
    cancel: (label: string) => `${label} の移動を取り消しました。`,
  },
} as const;
