// The field helper alone, not the backend's index: the public survey page imports this module.
import { deleteField } from '@/lib/backend/field-values';
import { isPublishStatus, type PublishStatus } from './publish-lifecycle';

/**
 * What surveys and promotions store alike (spec part 1 section 3, part 2 section 3): the
 * lifecycle, the public link, soft delete, the timestamps and who created / last edited it. Not
 * their e-mail addresses: these documents are readable by anyone who has the link, so staff are
 * named by uid and display name only (docs/decisions.md); an address, when needed, comes from the
 * members list by uid.
 */
export interface PublishableMeta {
  status: PublishStatus;
  publicUrl: string;
  isArchived: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  publishedAt: Date | null;
  closedAt: Date | null;
  createdBy: string;
  createdByName: string;
  lastEditedBy: string;
  lastEditedByName: string;
}

/** Who is writing: from the auth state, never from a form field. */
export interface Editor {
  uid: string;
  name: string;
}

type Raw = Record<string, unknown>;

export const parseText = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
export const parseDate = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/**
 * The shared fields of a stored document. Parse, don't cast: old or partial documents get safe
 * defaults; an unknown status reads as draft, so the page stays hidden from visitors.
 */
export function parsePublishableMeta(data: Raw): PublishableMeta {
  return {
    status: isPublishStatus(data.status) ? data.status : 'draft',
    publicUrl: parseText(data.publicUrl),
    isArchived: data.isArchived === true,
    createdAt: parseDate(data.createdAt),
    updatedAt: parseDate(data.updatedAt),
    publishedAt: parseDate(data.publishedAt),
    closedAt: parseDate(data.closedAt),
    createdBy: parseText(data.createdBy),
    createdByName: parseText(data.createdByName),
    lastEditedBy: parseText(data.lastEditedBy),
    lastEditedByName: parseText(data.lastEditedByName),
  };
}

export function createdByFields(editor: Editor) {
  return { createdBy: editor.uid, createdByName: editor.name };
}

/** An edit also drops the e-mail fields an older document may still carry. */
export function editedByFields(editor: Editor) {
  return {
    lastEditedBy: editor.uid,
    lastEditedByName: editor.name,
    createdByEmail: deleteField(),
    lastEditedByEmail: deleteField(),
  };
}
