import type { KnownFieldType } from './model/field-types';
import type { ChartType } from './model/types';
import type { PublishAction } from '@/lib/publishable/publish-lifecycle';

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
  linkCopyFailed: 'リンクのコピーに失敗しました',
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
  oneAnswerPerBrowserLabel: '同じブラウザからの回答は1回までにする',
  oneAnswerPerBrowserHint:
    '回答済みのブラウザでは、フォームの代わりに回答済みのお知らせを表示します（回答結果へのリンクは、回答したタブを開いている間だけ表示します）。ブラウザの保存データで判定するため、別のブラウザや端末からは回答できます。',
  oneAnswerPerBrowserSharedDevice:
    '店頭の受付端末など、複数の人が同じ端末で回答する場合には向きません（2人目以降が回答できなくなります）。',
  oneAnswerPerLinkLabel: '顧客ごとのアンケートURLからの回答は1回までにする',
  oneAnswerPerLinkHint:
    'SA・OBの「アンケートURL」で作った個人リンクから2回目に開くと、フォームの代わりに最初の回答の結果ページへのリンクを表示します。',
  chatworkNotifyLabel: '回答をChatworkに通知',
  chatworkNotifyHint:
    '回答のたびに、アンケート名・顧客名（個人リンクからの回答）・最初の回答・結果ページのリンクを指定のルームに投稿します。投稿はサーバーの通知用アカウントが行います。',
  chatworkRoomLabel: 'ChatworkルームID',
  chatworkRoomHint:
    'ルームのURL（…#!rid123456789）の「rid」に続く数字です。通知用アカウントをルームに追加してください。',
  chatworkRoomError: '半角数字で入力してください',
  aiSummarySendLabel: 'AI要約に回答を送信する',
  aiSummarySendHint: (provider: string, location: string) =>
    `オンにすると、結果ページで自由記述の回答（AI要約を有効にした質問）をAIサービス「${provider}」に送って要約します。処理される場所: ${location}。`,
  aiSummarySendRedaction:
    '送る前に、メールアドレス・電話番号・郵便番号・URL・回答者の氏名は「［メール］」などに置き換えます。オフの間は回答を一切送りません。',
  closingHeading: '受付の終了',
  closesAtLabel: '受付終了日時（日本時間・任意）',
  maxResponsesLabel: '回答数の上限（任意）',
  closingHint:
    'どちらかに達すると、アンケートは自動的に「終了」になり、回答を受け付けなくなります。終了後に再開する場合は、日時や上限を変更してから公開してください。',
  maxResponsesError: '1以上の整数で入力してください',
  closesAtError: '日時を正しく入力してください',
  closesAtNote: (at: string) => `受付終了 ${at}`,
  /** Publishing or reopening refused by the survey's closing settings. */
  openRefused: {
    time: '受付終了日時を過ぎているため公開できません。アンケート設定で受付終了日時を変更してください',
    count:
      '回答数が上限に達しているため公開できません。アンケート設定で回答数の上限を増やしてください',
  },
  maxResponsesNote: (n: number) => `上限 ${n}件`,
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
  closesAtInvalid: 'アンケート設定の受付終了日時を正しく入力してください',
  maxResponsesInvalid: 'アンケート設定の回答数の上限は1以上の整数で入力してください',
  chatworkRoomInvalid: 'アンケート設定のChatworkルームIDを半角数字で入力してください',
  created: 'アンケートを作成しました',
  createFailed: 'アンケートの作成に失敗しました',
  updated: 'アンケートを更新しました',
  updateFailed: 'アンケートの更新に失敗しました',
  conflictMessage:
    '読み込んだ後に、他のスタッフ（または別のタブ）がこのアンケートを更新しました。上書きして保存すると、その変更は失われます。',
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
  // Click / Enter to add, and the preview
  paletteHint: 'クリックまたはEnterキーで末尾に追加できます',
  paletteItemInstructions:
    'クリックまたはエンターキーで末尾に追加します。スペースキーで持ち上げ、矢印キーで移動し、もう一度スペースキーでドロップします。Escキーでキャンセルします。',
  labelPlaceholder: (current: string) => `質問文を入力（空欄なら「${current}」）`,
  preview: 'プレビュー',
  previewBanner: 'プレビュー（回答は送信されません）',
  previewClose: 'プレビューを閉じる',
  previewBack: '一覧に戻る',
  previewEdit: '編集する',
  previewOf: (title: string) => `「${title}」をプレビュー`,
} as const;

/** 表示条件 in the builder: the section, its selects, the canvas summary and the warnings. */
export const showIfStrings = {
  section: '表示条件',
  hint: '前の質問の回答や、個人リンクの顧客の情報によって、この質問を表示するかどうかを決めます。',
  add: '表示条件を追加',
  remove: (n: number, count: number) => (count > 1 ? `表示条件${n}を削除` : '表示条件を削除'),
  source: '条件の質問',
  operator: '条件の種類',
  value: '条件の値',
  chooseValue: '選択してください',
  questionsGroup: '質問',
  linkGroup: '顧客の情報',
  matchLabel: '条件の組み合わせ',
  all: 'すべて満たす',
  any: 'いずれかを満たす',
  noEarlier:
    '条件にできる前の質問がありません。顧客の情報を条件にするか、質問を並べ替えてください。',
  operators: {
    is: '次の値のとき',
    isNot: '次の値以外のとき',
    isAnyOf: '次のいずれかのとき',
    includes: '次の値を含むとき',
    excludes: '次の値を含まないとき',
    atLeast: '以上',
    atMost: '以下',
    equals: '等しい',
    answered: '回答があるとき',
    notAnswered: '回答がないとき',
  },
  linkLabels: {
    'sa.progress': 'SA 進捗',
    'sa.obAssignee': 'SA 担当者',
    'sa.referralSource': 'SA 紹介元',
    'ob.progress': 'OB 進捗',
    'ob.obAssignee': 'OB 担当',
    'ob.referralSource': 'OB 紹介元',
  },
  /** The canvas card's line: 「表示条件: {質問} が「{値}」のとき」 and its kin. */
  summary: (parts: readonly string[], match: 'all' | 'any') =>
    `表示条件: ${parts.join(match === 'all' ? '、かつ ' : '、または ')}のとき`,
  part: {
    is: (q: string, v: string) => `${q} が「${v}」`,
    isNot: (q: string, v: string) => `${q} が「${v}」以外`,
    isAnyOf: (q: string, v: string) => `${q} が「${v}」のいずれか`,
    includes: (q: string, v: string) => `${q} に「${v}」を含む`,
    excludes: (q: string, v: string) => `${q} に「${v}」を含まない`,
    atLeast: (q: string, v: string) => `${q} が ${v} 以上`,
    atMost: (q: string, v: string) => `${q} が ${v} 以下`,
    equals: (q: string, v: string) => `${q} が ${v}`,
    answered: (q: string) => `${q} に回答がある`,
    notAnswered: (q: string) => `${q} に回答がない`,
  },
  valueSeparator: '」「',
  invalid: '表示条件が無効です',
  invalidHint:
    '条件の質問や選択肢が削除されたか、この質問より後ろにあります。修正するまで、この質問は全員に表示されます。',
  saveWarning: (labels: readonly string[]) =>
    `表示条件が無効な質問があります（${labels.join('、')}）。修正するまで、これらの質問は全員に表示されます。`,
  reorderTitle: '表示条件が無効になります',
  reorderMessage: (labels: readonly string[]) =>
    `この並べ替えで、次の質問の表示条件が無効になります: ${labels.join('、')}。無効な表示条件の質問は全員に表示されます。並べ替えますか？`,
  reorderConfirm: '並べ替える',
  previewLinkHeading: '顧客の情報（プレビュー用）',
  previewLinkHint: '個人リンクから開いたときの表示を確かめられます。',
  previewLinkNone: '指定なし',
} as const;

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
