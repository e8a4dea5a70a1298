/**
 * The messages under one refused answer (tied to its input with aria-describedby): loaded with
 * the answer checks on the first input or submit, not with the page (docs/performance.md).
 */
export const answerStrings = {
  required: 'この質問は回答必須です',
  email: 'メールアドレスの形式で入力してください（例: name@example.com）',
  notNumber: '半角数字で入力してください',
  between: (min: string, max: string) => `${min}〜${max}の範囲で入力してください`,
  atLeast: (min: string) => `${min}以上の数値を入力してください`,
  atMost: (max: string) => `${max}以下の数値を入力してください`,
  tooLong: (max: string) => `${max}文字以内で入力してください`,
} as const;
