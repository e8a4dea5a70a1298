import type { PublishStatus } from '@/lib/publish-lifecycle';

/** A promotion page (spec part 2 section 3), with stored timestamps as `Date`. */
export interface Promotion {
  id: string;
  title: string;
  html: string;
  css: string;
  status: PublishStatus;
  publicUrl: string;
  createdBy: string;
  createdByName: string;
  createdByEmail: string;
  lastEditedBy: string;
  lastEditedByName: string;
  lastEditedByEmail: string;
  isArchived: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  publishedAt: Date | null;
  closedAt: Date | null;
}

/** What the create and edit form holds. */
export interface PromotionDraft {
  title: string;
  html: string;
  css: string;
}
