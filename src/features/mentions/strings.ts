/** The mentions screen's copy; the three messages are the spec's (section 8). */
export const mentionsStrings = {
  title: 'メンション',
  description:
    'ChatWorkで自分宛てに届いたメッセージ（To・返信）を、最近更新されたルームから取得します。',
  fetch: 'メンションを取得',
  fetching: '取得中...',
  noKey: 'ChatWork API KEYが設定されていません',
  noKeyHint: '管理者アカウント画面の自分の行で、ChatWork API KEYを設定してください。',
  goToMembers: '管理者アカウントへ',
  keyLoading: '読み込み中...',
  keyLoadFailed: 'ChatWork API KEYの読み込みに失敗しました',
  notFetchedTitle: 'まだ取得していません',
  notFetchedHint: '「メンションを取得」を押すと、ChatWorkから最新のメンションを取得します。',
  emptyTitle: 'メンションはありません',
  emptyHint:
    '最近更新された50ルームの、最新100件ずつのメッセージに自分宛てのものはありませんでした。',
  openInChatwork: 'ChatWorkで開く',
  listLabel: 'メンション一覧',
  inRoom: (room: string) => `ルーム: ${room}`,
} as const;

export const mentionsMessages = {
  fetched: (n: number) => `${n}件のメンションを取得しました`,
  fetchFailed: (reason: string) => `メンションの取得に失敗しました: ${reason}`,
  unknownReason: '不明なエラー',
} as const;
