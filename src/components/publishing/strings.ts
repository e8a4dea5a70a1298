import type { PublishStatus } from '@/lib/publishable/publish-lifecycle';

/** Status names as both lists (surveys, promotions) and the results page show them. */
export const publishStatusLabels: Record<PublishStatus, string> = {
  draft: '下書き',
  published: '公開中',
  closed: '終了',
};

/** The list toggle's tooltip names the next action, exactly as the spec writes it. */
export const publishToggleTooltips: Record<PublishStatus, string> = {
  draft: 'click to publish',
  published: 'click to close',
  closed: 'click to reopen',
};

/** The create / edit forms' safety nets: the draft kept in this browser, the conflict prompt. */
export const documentFormStrings = {
  draftFoundTitle: '保存されていない変更',
  draftFound: (when: string) =>
    `このブラウザに、保存されていない変更が残っています（${when}）。復元しますか？`,
  restoreDraft: '復元する',
  discardDraft: '破棄する',
  draftRestored: '保存されていない変更を復元しました',
  conflictTitle: '他の更新があります',
  overwrite: '上書きして保存',
  reloadLatest: '最新を読み込む',
  cancel: 'キャンセル',
};
