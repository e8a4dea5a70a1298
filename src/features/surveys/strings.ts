import type { ChartType, KnownFieldType } from './model/types';
import type { PublishAction, PublishStatus } from '@/lib/publish-lifecycle';

/** Copy of survey management (list, builder, editor, settings), as the spec gives it. */
export const surveyStrings = {
  listTitle: 'アンケート管理',
  commonSettings: '共通設定',
  newSurvey: '新規作成',
  searchPlaceholder: 'アンケート名で検索',
  clearSearch: '検索をクリア',
  colName: 'アンケート名',
  colStatus: 'ステータス',
  colQuestions: '質問数',
  colCreator: '作成者',
  colLastEditor: '最終編集者',
  colCreatedAt: '作成日',
  colActions: '操作',
  questionCount: (n: number) => `${n}個`,
  emptyTitle: 'アンケートが登録されていません',
  emptyHint: '最初のアンケートを作成してください',
  noMatchTitle: '検索結果がありません',
  noMatchHint: '条件を変更して再度検索してください',
  copyLink: '公開リンクをコピー',
  openLink: '公開ページを新しいタブで開く',
  results: '結果',
  edit: '編集',
  duplicate: '複製',
  archive: '削除',
  archiveTitle: 'アンケートを削除しますか？',
  archiveMessage: (title: string) => `「${title}」を削除します。この操作は取り消せません。`,
  archiveConfirm: '削除する',
  loadFailed: 'アンケートの読み込みに失敗しました',
  archiveFailed: 'アーカイブに失敗しました',
  archived: 'アンケートをアーカイブしました',
  linkCopied: 'リンクをコピーしました',
  duplicated: 'アンケートを複製しました',
  copySuffix: ' (コピー)',
  // Builder and editor
  namePlaceholder: 'アンケート名',
  nameLabel: 'アンケート名',
  settingsButton: '設定',
  settingsTitle: 'アンケート設定',
  descriptionLabel: '説明（任意）',
  thankYouLabel: 'サンクス・目的テキスト（任意）',
  thankYouHint: '回答送信後に表示されます',
  done: '閉じる',
  cancel: 'キャンセル',
  create: '作成',
  creating: '作成中...',
  update: '更新',
  updating: '更新中...',
  canvasEmpty: '右側のフォームパーツをここにドラッグしてください',
  palette: 'フォームパーツ',
  nameRequired: 'アンケート名を入力してください',
  fieldsRequired: '少なくとも1つのフィールドを追加してください',
  created: 'アンケートを作成しました',
  createFailed: 'アンケートの作成に失敗しました',
  updated: 'アンケートを更新しました',
  updateFailed: 'アンケートの更新に失敗しました',
  notFound: 'アンケートが見つかりませんでした',
  editorLoadFailed: 'データの読み込みに失敗しました',
  createTitle: 'アンケート作成',
  editTitle: 'アンケート編集',
  // Field editing
  required: '必須',
  fieldLabel: '質問文',
  placeholderLabel: 'プレースホルダー',
  requiredLabel: '必須項目にする',
  useAsLabelLabel: '回答一覧のラベルとして使う',
  aiSummaryLabel: 'AI要約を有効にする',
  optionsLabel: '選択肢',
  addOption: '選択肢を追加',
  removeOption: (label: string) => `選択肢「${label}」を削除`,
  chartTypeLabel: 'グラフの種類',
  editField: (label: string) => `「${label}」を編集`,
  deleteField: (label: string) => `「${label}」を削除`,
  dragField: (label: string) => `「${label}」を並べ替え`,
  save: '保存',
  saving: '保存中...',
  unsupported: '未対応のフィールドタイプ',
  // Settings
  settingsPageTitle: '共通設定',
  footerLabel: 'フッターテキスト',
  footerHint: 'すべてのアンケート結果ページに表示されます',
  settingsSaved: '設定を保存しました',
  settingsLoadFailed: '設定の読み込みに失敗しました',
  settingsSaveFailed: '設定の保存に失敗しました',
  // Drag announcements (screen readers)
  dragStart: (name: string) => `「${name}」を持ち上げました`,
  dragOver: (name: string, over: string) => `「${name}」は「${over}」の上にあります`,
  dragOverCanvas: (name: string) => `「${name}」はキャンバスの上にあります`,
  dragEnd: (name: string, over: string) => `「${name}」を「${over}」にドロップしました`,
  dragEndCanvas: (name: string) => `「${name}」をキャンバスにドロップしました`,
  dragCancel: (name: string) => `「${name}」のドラッグをキャンセルしました`,
  dragInstructions:
    'スペースキーまたはエンターキーで持ち上げ、矢印キーで移動し、もう一度スペースキーまたはエンターキーでドロップします。Escキーでキャンセルします。',
  canvasName: 'キャンバス',
} as const;

export const statusLabels: Record<PublishStatus, string> = {
  draft: '下書き',
  published: '公開中',
  closed: '終了',
};

/** The toggle's tooltip names the next action, exactly as the spec writes it. */
export const toggleTooltips: Record<PublishStatus, string> = {
  draft: 'click to publish',
  published: 'click to close',
  closed: 'click to reopen',
};

export const actionMessages: Record<PublishAction, { ok: string; failed: string }> = {
  publish: { ok: 'アンケートを公開しました', failed: '公開に失敗しました' },
  close: { ok: 'アンケートを終了しました', failed: '終了に失敗しました' },
  reopen: { ok: 'アンケートを再開しました', failed: '再開に失敗しました' },
};

export const fieldTypeLabels: Record<KnownFieldType, string> = {
  text: 'テキスト',
  textarea: 'テキストエリア',
  number: '数値',
  email: 'メールアドレス',
  radio: 'ラジオボタン',
  checkbox: 'チェックボックス',
  select: 'セレクトボックス',
  date: '日付',
  rating: '評価（1〜5）',
};

export const chartTypeLabels: Record<ChartType, string> = {
  horizontalBar: '横棒グラフ',
  verticalBar: '縦棒グラフ',
  pie: '円グラフ',
  donut: 'ドーナツグラフ',
};
