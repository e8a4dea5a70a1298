import { promotionPublicUrl } from '@/lib/public-urls';
import { publishableStore } from '@/lib/publishable/publishable-store';
import { parsePromotion } from '../model/parse-promotion';
import { normalizeDraft } from '../model/promotion-draft';
import type { PromotionDraft } from '../model/types';
import { PROMOTIONS } from '@/contracts/collections';

/**
 * Promotions through the shared publishable store (spec sections 2, 4 and 7): the list drops
 * archived ones, delete only archives, create sets publicUrl from the new id, and what is stored
 * of a draft is `normalizeDraft` (the name trimmed, HTML and CSS as typed).
 */
export const promotionStore = publishableStore({
  collection: PROMOTIONS,
  publicUrlOf: promotionPublicUrl,
  parse: parsePromotion,
  contentOf: (draft: PromotionDraft) => ({ ...normalizeDraft(draft) }),
});
