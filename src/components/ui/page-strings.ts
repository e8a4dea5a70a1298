/**
 * Copy of the UI parts the public pages load too (loading, errors, not found, character counts):
 * a file of its own, so their first download, which has a budget, leaves the admin copy out.
 */
export const pageStrings = {
  loading: '読み込み中...',
  notFoundTitle: 'ページが見つかりません',
  notFoundMessage: 'お探しのページは存在しないか、移動した可能性があります。',
  unexpectedError: '予期しないエラーが発生しました',
  panelFailed: 'この部分を表示できませんでした',
  unexpectedErrorHint: 'ページを再読み込みしてもう一度お試しください。',
  reload: 'ページを再読み込み',
  remaining: (n: string, max: string) => `残り${n}文字（${max}文字まで）`,
  backendUnavailable: 'データベースに接続できませんでした',
  backendUnavailableHint:
    'ブラウザのストレージ（IndexedDB）が無効になっているか、ネットワークに接続できません。設定を確認して再読み込みしてください。',
} as const;
