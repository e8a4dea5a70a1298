import { Pencil, Plus } from 'lucide-react';
import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublishableListPage } from '@/components/publishing/publishable-list-page';
import { PublishableRow } from '@/components/publishing/publishable-row';
import { useCopyLink } from '@/components/publishing/use-copy-link';
import {
  usePublishableList,
  type PublishableListConfig,
} from '@/components/publishing/use-publishable-list';
import { Button } from '@/components/ui/button';
import { IconLink } from '@/components/ui/icon-link';
import { Th } from '@/components/ui/table';
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
  messages: {
    loadFailed: s.loadFailed,
    archived: s.archived,
    archiveFailed: s.archiveFailed,
    actions: actionMessages,
  },
};
const copyMessages = { copied: s.linkCopied, failed: s.linkCopyFailed };

export function PromotionListPage() {
  const navigate = useNavigate();
  const list = usePublishableList(listConfig);
  const onCopy = useCopyLink(publicLinkOf, copyMessages);
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
      actions={createButton}
      emptyAction={createButton}
      header={
        <>
          <Th>{s.colName}</Th>
          <Th>{s.colStatus}</Th>
          <Th>{s.colCreator}</Th>
          <Th>{s.colLastEditor}</Th>
          <Th>{s.colCreatedAt}</Th>
          <Th className="text-right">{s.colActions}</Th>
        </>
      }
      renderRow={(promotion) => (
        <PromotionRow
          key={promotion.id}
          promotion={promotion}
          busy={list.busyId === promotion.id}
          onToggle={list.toggle}
          onCopy={onCopy}
          onArchive={list.requestArchive}
        />
      )}
    />
  );
}

interface RowProps {
  promotion: Promotion;
  busy: boolean;
  onToggle: (promotion: Promotion) => Promise<void>;
  onCopy: (promotion: Promotion) => Promise<void>;
  onArchive: (promotion: Promotion) => void;
}

// Memoised so a keystroke in the search box does not re-render rows that stay visible.
const PromotionRow = memo(function PromotionRow({
  promotion,
  busy,
  onToggle,
  onCopy,
  onArchive,
}: RowProps) {
  return (
    <PublishableRow
      item={promotion}
      testId="promotion-row"
      nameClassName="max-w-96"
      busy={busy}
      onToggle={() => void onToggle(promotion)}
      link={{
        href: publicLinkOf(promotion),
        copyLabel: s.copyLink,
        openLabel: s.openLink,
        onCopy: () => void onCopy(promotion),
      }}
      actions={
        <IconLink to={paths.promotionEdit(promotion.id)} label={s.edit}>
          <Pencil className="h-4 w-4" aria-hidden />
        </IconLink>
      }
      archive={{ label: s.archive, onArchive: () => onArchive(promotion) }}
    />
  );
});
