import { TABLE_SHORT_NAMES } from '@/contracts/customer-tables';
import type { AuditAction } from '@/contracts/audit-log';

/** Copy of the 監査ログ screen (issue: a log nobody can edit, for 管理者). */
export const auditStrings = {
  title: '監査ログ',
  description:
    'エクスポート・インポート、大量の削除や編集、統合、メンバーと権限の変更、設定の変更、ログインを記録します。記録はサーバーだけが書き込み、誰も変更・削除できません（3年間保存）。',
  colAt: '日時',
  colActor: '操作者',
  colAction: '操作',
  colTarget: '対象',
  colDetail: '詳細',
  filterActor: '操作者',
  filterAction: '操作',
  filterFrom: '開始日',
  filterTo: '終了日',
  all: 'すべて',
  unknownActor: '不明',
  loading: '監査ログを読み込み中...',
  loadFailed: '監査ログの読み込みに失敗しました',
  empty: 'まだ記録はありません',
  noMatch: '条件に合う記録はありません',
  loadMore: 'さらに読み込む',
  shown: (shown: number, loaded: number) => `${shown}件を表示（読み込み済み ${loaded}件）`,
  exportCsv: 'CSVエクスポート',
  exported: (rows: number) => `${rows}件をエクスポートしました`,
  exportFailed: 'エクスポートに失敗しました',
  rows: (count: number) => `${count}件`,
} as const;

/** 操作, as the screen and its CSV name each kind of entry. */
export const auditActionLabels: Record<AuditAction, string> = {
  export: 'エクスポート',
  import: 'インポート',
  bulkDelete: '一括削除',
  bulkEdit: '一括編集',
  merge: '統合',
  undoMerge: '統合の取り消し',
  restore: '復元',
  purge: '完全に削除',
  memberAdded: 'メンバー追加',
  memberDeleted: 'メンバー削除',
  memberRenamed: 'メンバー名の変更',
  roleChanged: '権限の変更',
  chatworkKeySet: 'Chatwork APIキーの設定',
  settingsChanged: '設定の変更',
  disclosure: '開示',
  erasure: '消去',
  signIn: 'ログイン',
  auditExport: '監査ログのエクスポート',
};

/** 対象 names for the customer tables (others are shown as stored). */
export const auditTargetLabels: Record<string, string> = TABLE_SHORT_NAMES;
