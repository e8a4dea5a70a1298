/** The public result page's texts (apart from the form's, which the survey page loads). */
export const resultStrings = {
  heading: 'Submission complete',
  aggregateTitle: '集計結果',
  responseCount: '回答数',
  questionCount: '質問数',
  average: (value: string) => `平均 ${value}`,
  answeredCount: (n: number) => `回答 ${n}件`,
  noAnswers: 'まだ回答がありません',
  yourAnswers: 'あなたの回答',
  aiSummary: 'AI要約',
  countSuffix: (n: number, pct: string) => `${n}件 (${pct}%)`,
  /** Under a checkbox question: what its percentages are of (they may add up past 100%). */
  multiSelectNote: (respondents: number) =>
    `複数選択のため、割合は回答者${respondents}人のうち各選択肢を選んだ人の割合です（合計は100%を超えることがあります）`,
} as const;
