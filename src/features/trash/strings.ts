import { TABLE_SHORT_NAMES } from '@/contracts/customer-tables';
import type { TrashableCollection } from '@/contracts/trash';

/** Copy of the ゴミ箱 screen. */
export const trashStrings = {
  title: 'ゴミ箱',
  description: (days: number) =>
    `削除した顧客・アンケート・プロモーションは${days}日間ここに残り、その後自動で完全に削除されます。「復元」で元の場所に戻せます（履歴・コメント・アンケートURLもそのまま戻ります）。`,
  colKind: '種類',
  colTitle: '名前',
  colDeletedBy: '削除した人',
  colDeletedAt: '削除日時',
  colPurgeAt: '完全に削除される日',
  colActions: '操作',
  restore: '復元',
  purge: '完全に削除',
  restored: (title: string) => `「${title}」を復元しました`,
  restoreFailed: (reason: string) => `復元に失敗しました: ${reason}`,
  purged: (title: string) => `「${title}」を完全に削除しました`,
  purgeFailed: (reason: string) => `完全な削除に失敗しました: ${reason}`,
  purgeTitle: '完全に削除',
  purgeMessage: (title: string) =>
    `「${title}」を完全に削除しますか？元に戻すことはできません。アンケートの場合は回答も削除されます。`,
  purgeConfirm: '完全に削除する',
  loading: 'ゴミ箱を読み込み中...',
  loadFailed: 'ゴミ箱の読み込みに失敗しました',
  empty: 'ゴミ箱は空です',
  unknownMember: '不明',
  untitled: '（名前なし）',
} as const;

export const trashKindLabels: Record<TrashableCollection, string> = {
  ...TABLE_SHORT_NAMES,
  customerContacts: '先方担当者',
  surveys: 'アンケート',
  promotions: 'プロモーション',
};
