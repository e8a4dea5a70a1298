import { promotionPublicUrl } from '@/lib/paths';
import { publishableStore } from '@/lib/publishable/publishable-store';
import type { StaffIdentity } from '@/features/auth';
import { parsePromotion } from '../model/parse-promotion';
import { normalizeDraft } from '../model/promotion-draft';
import type { Promotion, PromotionDraft } from '../model/types';
import { PROMOTIONS } from './collections';

const store = publishableStore({
  collection: PROMOTIONS,
  publicUrlOf: promotionPublicUrl,
  parse: parsePromotion,
});

/** Newest first; archived promotions are dropped (spec sections 2 and 7). */
export const listPromotions = store.list;
export const getPromotion = store.get;
/** Delete only archives (spec section 4): the document and its public URL stay. */
export const archivePromotion = store.archive;
/** Publish, close or reopen, with the patch from the shared lifecycle model. */
export const applyPromotionAction = store.applyAction;

/**
 * The link to copy or open, always built from the id: a stored `publicUrl` may be empty (seeds),
 * point at an old host, or have been written by anyone who could write the document.
 */
export function publicLinkOf(promotion: Pick<Promotion, 'id'>): string {
  return promotionPublicUrl(promotion.id);
}

/** Creates a draft with an empty publicUrl, then sets it from the new id (spec section 7). */
export function createPromotion(draft: PromotionDraft, staff: StaffIdentity): Promise<string> {
  return store.create({ ...normalizeDraft(draft) }, staff);
}

export function updatePromotion(
  id: string,
  draft: PromotionDraft,
  staff: StaffIdentity,
): Promise<void> {
  return store.update(id, { ...normalizeDraft(draft) }, staff);
}
