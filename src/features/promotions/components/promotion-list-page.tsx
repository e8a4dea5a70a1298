import { Pencil } from 'lucide-react';
import {
  PublishableListPage,
  type PublishableRowSpec,
} from '@/components/publishing/publishable-list-page';
import { IconLink } from '@/components/ui/icon-link';
import { usePermissions, useStaffIdentity } from '@/features/auth';
import { paths } from '@/lib/paths';
import { filterPromotions } from '../model/promotion-draft';
import type { Promotion } from '../model/types';
import { promotionStrings as s } from '../strings';
import { promotionArea } from './promotion-area';

// Promotions add only the edit link to the shared row (no subtitle, no extra column).
const row: PublishableRowSpec<Promotion> = {
  testId: 'promotion-row',
  nameClassName: 'max-w-96',
  actions: (promotion, readOnly) =>
    readOnly ? null : (
      <IconLink to={paths.promotionEdit(promotion.id)} label={s.edit}>
        <Pencil className="h-4 w-4" aria-hidden />
      </IconLink>
    ),
};

export function PromotionListPage() {
  const { canEdit } = usePermissions();
  const me = useStaffIdentity();
  return (
    <PublishableListPage
      area={promotionArea}
      filter={filterPromotions}
      row={row}
      readOnly={!canEdit}
      actor={me}
    />
  );
}
