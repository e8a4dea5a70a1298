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
