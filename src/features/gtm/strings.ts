/** Japanese copy of the GTM generator (spec part 2 sections 2, 5 and 7). */
export const gtmStrings = {
  title: 'GTM',
  subtitle: 'タグセットを入力すると、GTM にインポートできるコンテナの JSON を作成します。',
  tagSet: (n: number) => `タグセット ${n}`,
  addTagSet: 'タグセットを追加',
  removeTagSet: (n: number) => `タグセット ${n} を削除`,
  tagName: 'タグ名',
  tagNamePlaceholder: '例: 資料請求',
  topUrls: 'TOPページURL',
  inputUrls: '入力ページURL',
  thanksUrls: 'サンクスページURL',
  urlPlaceholder: 'https://example.com/...',
  urlEntry: (list: string, n: number) => `${list} ${n}`,
  addUrl: (list: string) => `${list}を追加`,
  removeUrl: (list: string, n: number) => `${list} ${n} を削除`,
  commonThanks: '共通サンクスページ',
  commonThanksOff: '使用しない（タグセットごとに入力）',
  commonThanksOn: '使用する',
  commonThanksUrls: '共通サンクスページURL',
  cvStopMode: 'CV/STOP タグ',
  cvStopModes: {
    individual: 'タグセットごと',
    common: '共通',
    none: 'なし',
  },
  commonCvStopName: '共通タグ名',
  oem: 'OEM案件',
  oemOff: 'いいえ',
  oemOn: 'はい',
  oemName: 'OEM名',
  oemNamePlaceholder: '選択してください',
  oemListEmpty: 'OEM名はプルダウン管理の GTM タブで登録できます',
  tagDomain: 'タグ配信用ドメイン',
  tagDomainPlaceholder: '例: tag.partner.co.jp',
  preview: 'JSON プレビュー',
  download: 'ダウンロード',
  copy: 'コピー',
  copied: 'JSONをクリップボードにコピーしました！',
  copyFailed: 'クリップボードにコピーできませんでした',
  placeholderTitle: 'JSON はまだ生成されていません',
  placeholderHint: '左側のフォームに必須事項を入力してください',
  summary: (tags: number, triggers: number) => `タグ ${tags}件・トリガー ${triggers}件`,
  fixErrors: (n: number) => `入力内容を確認してください（${n}件）`,
  importHint:
    'インポート方法: GTM の「管理」→「コンテナをインポート」でこのファイルを選び、インポート オプションは「統合」、競合は「名前を変更」を選ぶと、既存のタグを残したまま追加できます。',
} as const;

/** Validation messages, exactly as spec section 5 writes them. */
export const gtmMessages = {
  tagNameRequired: 'タグ名は必須です',
  topUrlRequired: 'TOPページURLは必須です',
  inputUrlRequired: '入力ページURLは必須です',
  thanksUrlRequired: 'サンクスページURLは必須です',
  invalidUrl: '正しいURL形式で入力してください',
  oemNameRequired: 'OEM案件の場合、OEM名は必須です',
  tagDomainRequired: 'OEM案件の場合、タグ配信用ドメインは必須です',
  commonNameRequired: '共通CV/STOPを使用する場合、共通タグ名は必須です',
  /** Ours, not the spec's: GTM needs unique tag names, and each set's tags are named after it. */
  tagNameDuplicate: '同じタグ名のタグセットがあります',
  /** Ours: the domain goes into the script URL on the customer's site. */
  tagDomainInvalid:
    'タグ配信用ドメインはホスト名で入力してください（例: tag.partner.co.jp、tag.partner.co.jp:8443）',
  /** Ours: GTM reads {{…}} as a variable reference. */
  bracesNotAllowed: '「{」「}」は使用できません',
  /** Ours: a lone surrogate, e.g. half of an emoji left after cutting text. */
  brokenCharacters: '正しく扱えない文字が含まれています。入力し直してください',
} as const;

export type GtmMessage = (typeof gtmMessages)[keyof typeof gtmMessages];
