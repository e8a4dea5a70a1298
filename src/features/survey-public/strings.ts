/** Japanese copy of the public survey pages (spec sections 2, 4 and 8). */
export const publicStrings = {
  requiredNote: '* は必須項目です',
  questionNumber: (n: number) => `Question ${n}`,
  submit: '送信する',
  submitting: '送信中...',
  selectPlaceholder: '選択してください',
  unsupportedField: '未対応のフィールドタイプ',
  ratingLabel: (n: number) => `${n}`,
  /** Said politely when 表示条件 bring questions in. */
  questionsAppeared: (labels: readonly string[]) => `質問が追加されました: ${labels.join('、')}`,
  notice: {
    draft: 'このアンケートは現在準備中です',
    closed: 'このアンケートは終了しました',
    other: 'このアンケートは現在公開されていません',
    alreadyAnswered:
      'このブラウザからはすでに回答をいただいています。ご協力ありがとうございました。',
    viewYourResult: '送信した回答と集計結果を見る',
    linkAnswered: 'このリンクからはすでに回答をいただいています。ご協力ありがとうございました。',
  },
  errors: {
    invalidSurveyUrl: '無効なアンケートURLです',
    loadFailed: 'アンケートの読み込みに失敗しました',
    submitFailed: '回答の送信に失敗しました。もう一度お試しください。',
    requiredMissing: '必須項目をすべて入力してください',
    invalidUrl: '無効なURLです',
    responseNotFound: '回答データが見つかりません',
    surveyInfoNotFound: 'アンケート情報が見つかりません',
    surveyNotFound: 'アンケートが見つかりません',
    /** Banner when no required answer is missing but some answer is refused. */
    fixMarked: '入力内容に誤りがある項目があります。各項目のメッセージをご確認ください',
  },
} as const;
