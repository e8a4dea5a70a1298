import type { DocumentArea } from '@/components/publishing/document-pages';
import type { PublishableListArea } from '@/components/publishing/publishable-list-page';
import { useStaffIdentity } from '@/features/auth';
import { paths } from '@/lib/paths';
import { promotionStore } from '../data/promotions';
import { differsFrom, draftOf, hasContent } from '../model/promotion-draft';
import type { Promotion, PromotionDraft } from '../model/types';
import { actionMessages, promotionStrings as s } from '../strings';
import { PromotionForm } from './promotion-form';

/** What the promotion list, create and edit pages give the shared publishing kit. */
export const promotionArea: DocumentArea<PromotionDraft> & PublishableListArea<Promotion> = {
  store: promotionStore,
  listPath: paths.promotions,
  draftArea: 'promotion',
  create: { label: s.newPromotion, to: paths.promotionCreate },
  strings: { ...s, editorLoadFailed: s.loadFailed },
  actionMessages,
  hasContent,
  differsFrom,
  Form: PromotionForm,
  useEditor: useStaffIdentity,
  // An archived promotion is gone for its editor too.
  load: (id) =>
    promotionStore
      .get(id)
      .then((promotion) =>
        promotion && !promotion.isArchived
          ? { draft: draftOf(promotion), updatedAt: promotion.updatedAt }
          : null,
      ),
  save: { create: promotionStore.create, update: promotionStore.update },
};
