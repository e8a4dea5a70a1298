import { Pencil, Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  PublishableListPage,
  type PublishableRowSpec,
} from '@/components/publishing/publishable-list-page';
import {
  usePublishableList,
  type PublishableListConfig,
} from '@/components/publishing/use-publishable-list';
import { Button } from '@/components/ui/button';
import { IconLink } from '@/components/ui/icon-link';
import { paths } from '@/lib/paths';
import {
  applyPromotionAction,
  archivePromotion,
  listPromotions,
  publicLinkOf,
} from '../data/promotions';
import { filterPromotions } from '../model/promotion-draft';
import type { Promotion } from '../model/types';
import { actionMessages, promotionStrings as s } from '../strings';

const listConfig: PublishableListConfig<Promotion> = {
  list: listPromotions,
  applyAction: applyPromotionAction,
  archive: archivePromotion,
  messages: { ...s, actions: actionMessages },
};

const row: PublishableRowSpec<Promotion> = {
  testId: 'promotion-row',
  linkOf: publicLinkOf,
  nameClassName: 'max-w-96',
  actions: (promotion) => (
    <IconLink to={paths.promotionEdit(promotion.id)} label={s.edit}>
      <Pencil className="h-4 w-4" aria-hidden />
    </IconLink>
  ),
};

export function PromotionListPage() {
  const navigate = useNavigate();
  const list = usePublishableList(listConfig);
  const createButton = (
    <Button onClick={() => void navigate(paths.promotionCreate)}>
      <Plus className="h-4 w-4" aria-hidden />
      {s.newPromotion}
    </Button>
  );
  return (
    <PublishableListPage
      list={list}
      strings={s}
      filter={filterPromotions}
      row={row}
      actions={createButton}
      emptyAction={createButton}
    />
  );
}
