export const authStrings = {
  productName: 'Back Office',
  subtitle: 'ダッシュボードにログイン',
  email: 'メールアドレス',
  password: 'パスワード',
  submit: 'ログイン',
  submitting: 'ログイン中...',
  loginFailed: 'ログインに失敗しました。メールアドレスとパスワードを確認してください。',
  loginNetworkFailed:
    'サーバーに接続できませんでした。ネットワーク接続を確認してもう一度お試しください。',
  loginTooManyRequests: '試行回数が多すぎます。しばらく時間を置いてからお試しください。',
  logout: 'ログアウト',
  defaultMemberName: 'ユーザー',
  memberSetupFailed: 'メンバー情報の読み込みに失敗しました',
  demoHint: (email: string, password: string) =>
    `ローカルモードのデモアカウント: ${email} / ${password}`,
} as const;
