import { Maximize2 } from 'lucide-react';
import { Card } from '@/components/ui/page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { isFullDocument } from '../model/promotion-document';
import { promotionStrings as s } from '../strings';
import { SandboxedFrame } from './sandboxed-frame';

// Long enough to skip reloading the frame on every keystroke, short enough to feel live.
const PREVIEW_DELAY_MS = 200;

/** The live preview beside the form: the same sandboxed frame visitors get. */
export function PromotionPreview({ html, css }: { html: string; css: string }) {
  const shown = useDebouncedValue({ html, css }, PREVIEW_DELAY_MS);
  const hasHtml = shown.html.trim() !== '';
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
        <h2 className="text-sm font-semibold text-slate-700">{s.previewTitle}</h2>
        {hasHtml && isFullDocument(shown.html) ? (
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Maximize2 className="h-3.5 w-3.5" aria-hidden />
            {s.fullDocumentNote}
          </span>
        ) : null}
      </div>
      {hasHtml ? (
        <SandboxedFrame
          preview
          html={shown.html}
          css={shown.css}
          title={s.previewFrameTitle}
          className="h-full min-h-[28rem] w-full flex-1"
        />
      ) : (
        <p className="flex min-h-[28rem] flex-1 items-center justify-center bg-slate-50 px-6 text-center text-sm text-slate-500">
          {s.previewEmpty}
        </p>
      )}
    </Card>
  );
}
