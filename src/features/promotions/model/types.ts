import type { PublishableMeta } from '@/lib/publishable/publishable-meta';

/** A promotion page (spec part 2 section 3), with stored timestamps as `Date`. */
export interface Promotion extends PublishableMeta {
  id: string;
  title: string;
  html: string;
  css: string;
}

/** What the create and edit form holds. */
export interface PromotionDraft {
  title: string;
  html: string;
  css: string;
}
