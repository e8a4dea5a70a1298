/**
 * The publish lifecycle shared by surveys and promotions (spec part 1 section 4, part 2
 * section 4): draft -> published -> closed -> published. Pure: the data layer turns the
 * returned patch into a document update.
 */
export type PublishStatus = 'draft' | 'published' | 'closed';

export type PublishAction = 'publish' | 'close' | 'reopen';
export function isPublishStatus(value: unknown): value is PublishStatus {
  return value === 'draft' || value === 'published' || value === 'closed';
}

/** What the status toggle does next from a given status. */
export function nextPublishAction(status: PublishStatus): PublishAction {
  switch (status) {
    case 'draft':
      return 'publish';
    case 'published':
      return 'close';
    case 'closed':
      return 'reopen';
  }
}

export interface PublishPatch {
  status: PublishStatus;
  updatedAt: Date;
  publishedAt?: Date;
  publicUrl?: string;
  /** null means: clear the stored closedAt. */
  closedAt?: Date | null;
}

/** The fields an action writes. `publicUrl` is the link built from the document id. */
export function applyPublishAction(
  action: PublishAction,
  now: Date,
  publicUrl: string,
): PublishPatch {
  switch (action) {
    case 'publish':
      return { status: 'published', publishedAt: now, publicUrl, updatedAt: now };
    case 'close':
      return { status: 'closed', closedAt: now, updatedAt: now };
    case 'reopen':
      return { status: 'published', closedAt: null, updatedAt: now };
  }
}
