import { useEffect } from 'react';
import { useParams } from '@/lib/public-router';
import { AsyncView } from '@/components/ui/async-view';
import { LoadingState } from '@/components/ui/states';
import { cn } from '@/components/ui/cn';
import { errorReason } from '@/lib/error-reason';
import { useAsync } from '@/lib/use-async';
import { getPublicPromotion } from '../data/public-promotion';
import type { Promotion } from '../model/types';
import { publicPromotionStrings as t } from '../public-strings';
import { SandboxedFrame } from './sandboxed-frame';

const logFailure = (error: unknown) => console.error('load promotion failed', error);

/**
 * /promotion/{promotionId}, and /{id} on the promotion host. A published promotion fills the
 * window in a sandboxed frame; anything else shows its notice or error on a plain page.
 */
export function PublicPromotionPage() {
  const params = useParams();
  const id = (params.promotionId ?? params.id ?? '').trim();
  const { state, reload } = useAsync(
    id,
    () => (id ? getPublicPromotion(id) : Promise.resolve(null)),
    { onError: logFailure },
  );

  const title = state.status === 'success' ? state.data?.title : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!id) return <PublicMessage tone="error" text={t.errors.invalidUrl} />;
  return (
    <AsyncView
      state={state}
      onRetry={reload}
      loading={
        <div className="flex min-h-screen items-center justify-center bg-slate-50">
          <LoadingState />
        </div>
      }
      renderError={(error) => (
        <PublicMessage tone="error" text={t.errors.loadFailed(errorReason(error))} />
      )}
    >
      {(promotion) => <PromotionOrNotice id={id} promotion={promotion} />}
    </AsyncView>
  );
}

function PromotionOrNotice({ id, promotion }: { id: string; promotion: Promotion | null }) {
  if (!promotion) return <PublicMessage tone="error" text={t.errors.notFound(id)} />;
  if (promotion.status === 'draft') return <PublicMessage text={t.notice.draft} />;
  if (promotion.status === 'closed') return <PublicMessage text={t.notice.closed} />;
  return (
    <SandboxedFrame
      html={promotion.html}
      css={promotion.css}
      title={promotion.title || t.frameTitle}
      className="fixed inset-0 h-full w-full"
    />
  );
}

function PublicMessage({ text, tone = 'info' }: { text: string; tone?: 'info' | 'error' }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <main className="mx-auto flex w-full max-w-2xl flex-col px-4 py-8 sm:px-6 sm:py-12">
        <section className="rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8">
          <p
            role={tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'break-words',
              tone === 'error' ? 'text-sm text-red-700' : 'text-base text-slate-700',
            )}
          >
            {text}
          </p>
        </section>
      </main>
    </div>
  );
}
