/** Copy of the members screen (管理者アカウント). Spec part 2, sections 2, 5 and 8, quoted exactly. */
export const memberStrings = {
  title: '管理者アカウント',
  addButton: 'メンバーを追加',
  columnName: '名前',
  columnEmail: 'メールアドレス',
  columnCreatedAt: '登録日',
  columnActions: '操作',
  selfTag: 'self',
  edit: '編集',
  editLabel: (name: string) => `${name}を編集`,
  deleteLabel: (name: string) => `${name}を削除`,
  loading: 'メンバーを読み込み中...',
  empty: 'メンバーがいません',
  emptyHint: '「メンバーを追加」から管理者を登録してください。',
  // Validation (section 5)
  addRequired: '全ての項目を入力してください',
  passwordTooShort: 'パスワードは6文字以上で入力してください',
  editRequired: '名前とメールアドレスを入力してください',
  cannotDeleteSelf: '自分自身を削除することはできません',
  // Add / re-add (section 8)
  added: 'メンバーを追加しました',
  reAdded: 'メンバーを再追加しました',
  alreadyMember: 'このメンバーは既に登録されています',
  reAddWrongPassword:
    'このメールアドレスは既に使用されています。削除前のパスワードを入力してください。',
  tooManyRequests: '試行回数が多すぎます。しばらく時間を置いてからお試しください。',
  reAddFailed: (reason: string) => `メンバーの再追加に失敗しました: ${reason}`,
  invalidEmail: '無効なメールアドレスです',
  weakPassword: 'パスワードが弱すぎます',
  addFailed: 'メンバーの追加に失敗しました',
  loadFailed: 'メンバーの読み込みに失敗しました',
  updateFailed: 'メンバーの更新に失敗しました',
  deleteFailed: (reason: string) => `メンバーの削除に失敗しました: ${reason}`,
  // Ours (the spec gives the meaning, not the text)
  updated: 'メンバー情報を更新しました',
  updatedWithPassword: 'メンバー情報とパスワードを更新しました',
  deleted: 'メンバーを削除しました',
  requiresRecentLogin:
    'パスワードを変更するには再ログインが必要です。ログアウトして再度ログインしてから、もう一度お試しください。（名前とメールアドレスのみ更新しました）',
  wrongCurrentPassword:
    '現在のパスワードが正しくないため、パスワードは変更されませんでした。（名前とメールアドレスのみ更新しました）',
  currentPasswordMissing:
    'パスワードを変更するには現在のパスワードの入力が必要です。（名前とメールアドレスのみ更新しました）',
  passwordChangeFailed: (reason: string) =>
    `パスワードの変更に失敗しました${reason ? `: ${reason}` : ''}（名前とメールアドレスのみ更新しました）`,
  // Add modal
  addTitle: 'メンバーを追加',
  name: '名前',
  email: 'メールアドレス',
  password: 'パスワード',
  passwordHint:
    '6文字以上。既に登録されていたメールアドレスを再追加するときは、削除前のパスワードを入力します。',
  add: '追加',
  adding: '追加中...',
  cancel: 'キャンセル',
  // Edit modal
  editTitle: 'メンバーを編集',
  emailHint:
    'ここで変えるのはメンバー情報のメールアドレスだけです。ログインに使うメールアドレスは変わりません。',
  chatworkKey: 'Chatwork APIキー',
  chatworkKeyHint:
    'メンションの取得に使います。保存したキーはサーバーだけが使い、画面には表示されません。',
  chatworkKeySetHint:
    'APIキーは設定済みです。変更するときだけ新しいキーを入力してください（空欄のままなら変わりません）。',
  chatworkKeyLoadFailed: 'Chatwork APIキーを読み込めませんでした。再度開いてお試しください。',
  newPassword: '新しいパスワード（変更する場合のみ）',
  newPasswordOwnHint: '6文字以上。自分のパスワードはそのまま変更されます。',
  newPasswordOtherHint:
    '6文字以上。他のメンバーのパスワードを変更するには、保存時にそのメンバーの現在のパスワードを入力します。',
  save: '更新',
  saving: '更新中...',
  // Current-password prompt
  currentPasswordTitle: '現在のパスワードを入力',
  currentPasswordMessage: (name: string) =>
    `${name}のパスワードを変更するには、${name}の現在のパスワードが必要です。名前とメールアドレスは先に保存されます。`,
  currentPassword: '現在のパスワード',
  currentPasswordSubmit: 'パスワードを変更',
  // Delete
  deleteTitle: 'メンバーを削除',
  deleteMessage: (name: string, email: string) =>
    `${name}（${email}）を本当に削除しますか？ログイン用のアカウントは削除されずに残りますが、このメンバーは管理画面を使えなくなります。`,
  deleteConfirm: '削除',
  columnAssignees: '担当者名',
  noAssignees: '未設定',
  assigneesLabel: (name: string) => `${name}の担当者名を設定`,
  assigneesTitle: '担当者名の紐付け',
  assigneesDescription:
    '顧客リスト（SAの「担当者」、OBの「OB担当」）の名前のうち、このメンバーのものを選びます。1つの名前は1人のメンバーにだけ紐付きます。紐付けた名前は、マイページとリマインダーで使われます。',
  assigneesLegend: '担当者名',
  assigneesEmpty:
    'プルダウン管理にSAの担当者・OB担当の名前がありません。先にプルダウン管理で名前を追加してください。',
  linkedToOther: (member: string) => `（${member}に紐付け済み）`,
  assigneesSaved: '担当者名を保存しました',
  assigneesOwnOnly: '担当者名は本人だけが設定できます（名前ごとに一人だけ紐付けられます）。',
  assigneesSaveFailed: '担当者名の保存に失敗しました',
  chatworkAccount: 'ChatWorkアカウント',
  chatworkAccountId: (id: number) => `アカウントID: ${id}`,
  chatworkAccountUnknown: 'まだ取得していません',
  chatworkAccountHint:
    'リマインダーで [To:] を付けるために使います。自分のChatWork API KEYで読み取ります（手入力はできません）。',
  chatworkAccountOthers: '本人がこの画面で取得します。',
  fetchChatworkAccount: 'ChatWorkから取得',
  fetchingChatworkAccount: '取得中...',
  chatworkAccountFetched: (id: number) => `ChatWorkアカウントID ${id} を保存しました`,
  chatworkAccountFailed: (reason: string) => `ChatWorkアカウントの取得に失敗しました: ${reason}`,
  // 権限
  role: '権限',
  columnRole: '権限',
  exportRight: 'エクスポート・インポート',
  exportRightTag: 'エクスポート・インポート可',
  exportRightHint: '顧客データの書き出しと取り込みができます。管理者は常にできます。',
  roleHint:
    '管理者: すべての操作とメンバー管理・監査ログ。メンバー: 日々の業務。閲覧のみ: 見るだけ（自分の受信箱とビューは使えます）。',
  lastAdmin: '管理者が1人もいなくなるため、権限を変更できません',
} as const;
