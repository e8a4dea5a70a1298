/** Japanese copy of the survey results page (spec sections 2, 4, 8, 9). */
export const resultsStrings = {
  title: 'アンケート結果',
  back: '一覧に戻る',
  exportCsv: 'CSVエクスポート',
  responseCount: '回答数',
  questionCount: '質問数',
  status: 'ステータス',
  empty: 'まだ回答がありません',
  emptyHint: 'アンケートのURLを共有して回答を集めましょう',
  aggregates: '質問ごとの集計',
  responses: '回答一覧',
  questionNumber: (n: number) => `Question ${n}`,
  answered: (n: number) => `回答 ${n}件`,
  average: (value: string) => `平均: ${value}`,
  /** Answers that are no option, out of range or not a number: counted, not listed. */
  otherAnswers: (n: number) => `集計対象外の回答 ${n}件`,
  countLabel: (count: number, pct: string) => `${count}件 (${pct}%)`,
  textAnswers: (n: number) => `テキスト回答 ${n}件`,
  /** Accessible name of a question's answer list. */
  answerList: (label: string) => `「${label}」の回答`,
  showAllAnswers: (n: number) => `すべて表示（${n}件）`,
  showFirstAnswers: (n: number) => `最初の${n}件だけ表示`,
  /** Under a checkbox question: what its percentages are of (they may add up past 100%). */
  multiSelectNote: (respondents: number) =>
    `複数選択のため、割合は回答者${respondents}人のうち各選択肢を選んだ人の割合です（合計は100%を超えることがあります）`,
  /** A checkbox question set to pie or donut is drawn as bars (model/chart-rows.ts). */
  pieReplaced: '複数選択は割合の合計が100%にならないため、円グラフではなく棒グラフで表示しています',
  columns: { label: 'ラベル', submittedAt: '回答日時', result: '結果ページ', detail: '詳細' },
  openResult: '開く',
  customer: (client: string) => `顧客: ${client}`,
  showDetail: '詳細',
  detailTitle: '回答の詳細',
  allAnswers: 'すべての回答',
  noAnswer: '(未回答)',
  /** The detail of a response for a question its 表示条件 hid from that respondent. */
  hiddenByRule: '条件により非表示',
  /** A question with 表示条件: how many were shown it, how many answered. */
  shownAnswered: (shown: number, answered: number) => `表示 ${shown}人 / 回答 ${answered}人`,
  notFound: 'アンケートが見つかりませんでした',
  backToList: 'アンケート一覧に戻る',
  loadFailed: 'データの読み込みに失敗しました',
  /** Chatwork messages per response. */
  notify: {
    heading: (n: number) => `Chatworkへの通知（失敗 ${n}件）`,
    failed: (reason: string) => `通知に失敗しました: ${reason}`,
    more: (n: number) => `ほか${n}件`,
    hint: '回答は保存・集計されています。設定（ルームID、通知用アカウントの参加）を確認してください。',
  },
  clipped: (total: string) => `…（全${total}文字。全文はCSVで確認できます）`,
  recount: '再集計',
  recounting: '再集計中...',
  recounted: (n: number) => `再集計しました（${n}件）`,
  recountFailed: (reason: string) =>
    reason ? `再集計に失敗しました: ${reason}` : '再集計に失敗しました',
  exporting: (n: number) => `CSVを作成中... ${n}件`,
  exportFailed: 'CSVの作成に失敗しました',
  shownOf: (shown: number, total: number) => `${total}件中 ${shown}件を表示`,
  loadMore: 'さらに読み込む',
  loadingMore: '読み込み中...',
  moreFailed: '回答の読み込みに失敗しました。もう一度お試しください',
  ai: {
    title: 'AI要約',
    regenerate: '再生成',
    generating: '要約を生成中...',
    noAnswers: '要約可能な回答がありません。',
    failed: (reason: string) => `要約の生成に失敗しました: ${reason}`,
    unknownError: '不明なエラー',
    publish: '公開する',
    unpublish: '非公開にする',
    publishedBy: (name: string, at: string) => `公開中（${name}・${at}）`,
    notPublished: '非公開（公開結果ページには表示されません）',
    published: 'AI要約を公開しました',
    unpublished: 'AI要約を非公開にしました',
    publishFailed: 'AI要約の公開設定を変更できませんでした',
    off: 'AI要約はオフです。アンケート設定の「AI要約に回答を送信する」をオンにすると、この質問の回答を要約します（オンにするまで回答はAIサービスに送られません）。',
    /** Shown under the spec's failure message when no AI provider is configured. */
    notConfiguredHint:
      '管理者の方へ: AI要約を使うには、サーバー関数の設定で AI APIキー（AI_API_KEY）を設定してください。接続先（AI_API_BASE）とモデル（AI_MODEL）も設定で変更できます。',
  },
} as const;
