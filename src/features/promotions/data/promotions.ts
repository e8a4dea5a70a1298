import { backend, deleteField, serverTimestamp } from '@/lib/backend';
import { promotionPublicUrl } from '@/lib/paths';
import { applyPublishAction, type PublishAction } from '@/lib/publish-lifecycle';
import type { StaffIdentity } from '@/features/auth';
import { parsePromotion } from '../model/parse-promotion';
import { normalizeDraft } from '../model/promotion-draft';
import type { Promotion, PromotionDraft } from '../model/types';
import { PROMOTIONS } from './collections';

/** Newest first; archived promotions are dropped (spec sections 2 and 7). */
export async function listPromotions(): Promise<Promotion[]> {
  const docs = await backend().data.query(PROMOTIONS, {
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return docs.map((doc) => parsePromotion(doc.id, doc.data)).filter((p) => !p.isArchived);
}

export async function getPromotion(id: string): Promise<Promotion | null> {
  const doc = await backend().data.get(PROMOTIONS, id);
  return doc ? parsePromotion(doc.id, doc.data) : null;
}

/**
 * The link to copy or open, always built from the id: a stored `publicUrl` may be empty (seeds),
 * point at an old host, or have been written by anyone who could write the document.
 */
export function publicLinkOf(promotion: Pick<Promotion, 'id'>): string {
  return promotionPublicUrl(promotion.id);
}

/** Creates a draft with an empty publicUrl, then sets it from the new id (spec section 7). */
export async function createPromotion(
  draft: PromotionDraft,
  staff: StaffIdentity,
): Promise<string> {
  const data = backend().data;
  const { title, html, css } = normalizeDraft(draft);
  const id = await data.add(PROMOTIONS, {
    title,
    html,
    css,
    status: 'draft',
    publicUrl: '',
    createdBy: staff.uid,
    createdByName: staff.name,
    createdByEmail: staff.email,
    isArchived: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await data.update(PROMOTIONS, id, { publicUrl: promotionPublicUrl(id) });
  return id;
}

export async function updatePromotion(
  id: string,
  draft: PromotionDraft,
  staff: StaffIdentity,
): Promise<void> {
  const { title, html, css } = normalizeDraft(draft);
  await backend().data.update(PROMOTIONS, id, {
    title,
    html,
    css,
    lastEditedBy: staff.uid,
    lastEditedByName: staff.name,
    lastEditedByEmail: staff.email,
    updatedAt: serverTimestamp(),
  });
}

/** Delete only archives (spec section 4): the document and its public URL stay. */
export async function archivePromotion(id: string): Promise<void> {
  await backend().data.update(PROMOTIONS, id, { isArchived: true, updatedAt: serverTimestamp() });
}

/** Publish, close or reopen, with the patch from the shared lifecycle model. */
export async function applyPromotionAction(
  id: string,
  action: PublishAction,
  now: Date = new Date(),
): Promise<void> {
  const { closedAt, ...patch } = applyPublishAction(action, now, promotionPublicUrl(id));
  await backend().data.update(PROMOTIONS, id, {
    ...patch,
    // Reopen removes closedAt instead of storing null, so the document reads as never closed.
    ...(closedAt === null ? { closedAt: deleteField() } : closedAt ? { closedAt } : {}),
  });
}
