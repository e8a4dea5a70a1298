import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '@/components/ui/states';
import { errorReason } from '@/lib/error-reason';
import { getPublicPromotion } from '../data/public-promotion';
import type { Promotion } from '../model/types';
import { publicPromotionStrings as t } from '../public-strings';
import { SandboxedFrame } from './sandboxed-frame';

type Load =
  | { id: string; state: 'loading' }
  | { id: string; state: 'failed'; reason: string }
  | { id: string; state: 'done'; promotion: Promotion | null };

/**
 * /promotion/{promotionId}, and /{id} on the promotion host. A published promotion fills the
 * window in a sandboxed frame; anything else shows its notice or error on a plain page.
 */
export function PublicPromotionPage() {
  const params = useParams();
  const id = (params.promotionId ?? params.id ?? '').trim();
  const [load, setLoad] = useState<Load>({ id, state: 'loading' });

  useEffect(() => {
    if (!id) return;
    let current = true;
    getPublicPromotion(id).then(
      (promotion) => current && setLoad({ id, state: 'done', promotion }),
      (e: unknown) => {
        console.error('load promotion failed', e);
        if (current) setLoad({ id, state: 'failed', reason: errorReason(e) });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  const shown: Load = load.id === id ? load : { id, state: 'loading' };
  const title = shown.state === 'done' ? shown.promotion?.title : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!id) return <PublicMessage tone="error" text={t.errors.invalidUrl} />;
  if (shown.state === 'loading') {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50">
        <LoadingState />
      </div>
    );
  }
  if (shown.state === 'failed') {
    return <PublicMessage tone="error" text={t.errors.loadFailed(shown.reason)} />;
  }
  const promotion = shown.promotion;
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
            className={`break-words ${tone === 'error' ? 'text-sm text-red-700' : 'text-base text-slate-700'}`}
          >
            {text}
          </p>
        </section>
      </main>
    </div>
  );
}
