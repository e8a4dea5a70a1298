import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toast';
import { useStaffIdentity } from '@/features/auth';
import { errorReason } from '@/lib/error-reason';
import { paths } from '@/lib/paths';
import { getPromotion, updatePromotion } from '../data/promotions';
import { differsFrom, draftOf } from '../model/promotion-draft';
import type { PromotionDraft } from '../model/types';
import { promotionStrings as s } from '../strings';
import { PromotionForm } from './promotion-form';

type Load =
  | { state: 'loading' }
  | { state: 'error'; reason: string }
  | { state: 'ready'; loaded: PromotionDraft };

export function PromotionEditPage() {
  const { promotionId } = useParams();
  if (!promotionId) return <Navigate to={paths.promotions} replace />;
  // Keyed, so moving to another promotion starts with a fresh form.
  return <PromotionEditor key={promotionId} promotionId={promotionId} />;
}

function PromotionEditor({ promotionId }: { promotionId: string }) {
  const navigate = useNavigate();
  const staff = useStaffIdentity();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getPromotion(promotionId).then(
      (promotion) => {
        if (!current) return;
        if (!promotion || promotion.isArchived) {
          notify.error(s.notFound);
          void navigate(paths.promotions, { replace: true });
          return;
        }
        setLoad({ state: 'ready', loaded: draftOf(promotion) });
      },
      (e: unknown) => {
        if (!current) return;
        notify.error(s.loadFailed);
        setLoad({ state: 'error', reason: errorReason(e) });
      },
    );
    return () => {
      current = false;
    };
  }, [promotionId, attempt, navigate]);

  const onSaved = useCallback(() => void navigate(paths.promotions), [navigate]);

  if (load.state === 'loading') {
    return (
      <Page title={s.editTitle}>
        <LoadingState />
      </Page>
    );
  }
  if (load.state === 'error') {
    return (
      <Page title={s.editTitle}>
        <ErrorState
          message={s.loadFailed}
          detail={load.reason}
          onRetry={() => {
            setLoad({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      </Page>
    );
  }
  const loaded = load.loaded;
  const changed = (draft: PromotionDraft) => differsFrom(draft, loaded);
  return (
    <PromotionForm
      pageTitle={s.editTitle}
      initial={loaded}
      isDirty={changed}
      canSubmit={changed}
      submitLabel={s.update}
      submittingLabel={s.updating}
      onCancel={() => void navigate(paths.promotions)}
      onSaved={onSaved}
      onSubmit={async (draft) => {
        try {
          await updatePromotion(promotionId, draft, staff);
          notify.success(s.updated);
          return true;
        } catch {
          notify.error(s.updateFailed);
          return false;
        }
      }}
    />
  );
}
