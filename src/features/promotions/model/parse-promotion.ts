import { isPublishStatus } from '@/lib/publish-lifecycle';
import type { Promotion } from './types';

/**
 * A stored promotion document -> `Promotion`. Parse, don't cast: old or partial documents get
 * safe defaults here, so screens never meet `undefined`.
 */
type Raw = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

export function parsePromotion(id: string, data: Raw): Promotion {
  return {
    id,
    title: str(data.title),
    html: str(data.html),
    css: str(data.css),
    // An unknown status is treated as draft: the page then stays hidden from visitors.
    status: isPublishStatus(data.status) ? data.status : 'draft',
    publicUrl: str(data.publicUrl),
    createdBy: str(data.createdBy),
    createdByName: str(data.createdByName),
    createdByEmail: str(data.createdByEmail),
    lastEditedBy: str(data.lastEditedBy),
    lastEditedByName: str(data.lastEditedByName),
    lastEditedByEmail: str(data.lastEditedByEmail),
    isArchived: data.isArchived === true,
    createdAt: date(data.createdAt),
    updatedAt: date(data.updatedAt),
    publishedAt: date(data.publishedAt),
    closedAt: date(data.closedAt),
  };
}
