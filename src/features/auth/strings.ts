export const authStrings = {
  productName: 'Back Office',
  subtitle: 'ダッシュボードにログイン',
  email: 'メールアドレス',
  password: 'パスワード',
  submit: 'ログイン',
  sharedPc: 'このPCを共用する',
  sharedPcHint: '顧客データをこのPCに残しません（表示のための保存をしません）。',
  submitting: 'ログイン中...',
  loginFailed: 'ログインに失敗しました。メールアドレスとパスワードを確認してください。',
  loginNetworkFailed:
    'サーバーに接続できませんでした。ネットワーク接続を確認してもう一度お試しください。',
  loginTooManyRequests: '試行回数が多すぎます。しばらく時間を置いてからお試しください。',
  logout: 'ログアウト',
  defaultMemberName: 'ユーザー',
  memberSetupFailed: 'メンバー情報の読み込みに失敗しました',
  memberSetupFailedHint:
    'このアカウントが管理者として登録されているか確認できませんでした。ネットワーク接続を確認して再読み込みしてください。',
  reload: '再読み込み',
  refusedTitle: 'このアカウントには管理画面へのアクセス権がありません',
  refusedMessage: (email: string) =>
    `${email} は管理者アカウント（メンバー）に登録されていないか、登録が削除されているため、ログアウトしました。`,
  refusedHint: '利用するには、管理者にメンバーとして追加するよう依頼してください。',
  backToLogin: 'ログイン画面へ',
  notEditorTitle: '閲覧のみの権限では編集できません',
  notEditorMessage: 'この画面は編集する人のためのものです。一覧や結果の画面は見ることができます。',
  notAdminTitle: '管理者だけが使える画面です',
  notAdminMessage: '必要なときは、管理者に依頼してください。',
  demoHint: (email: string, password: string) =>
    `ローカルモードのデモアカウント: ${email} / ${password}`,
} as const;
