import { Copy, Download, FileJson } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { gtmStrings as s } from '../strings';

/**
 * The right-hand panel. The buttons stay focusable while the form is invalid (aria-disabled, not
 * disabled), because pressing one then has to reveal every error (spec section 4).
 */
export function JsonPreview({
  json,
  summary,
  onDownload,
  onCopy,
}: {
  json: string | null;
  summary: string | null;
  onDownload: () => void;
  onCopy: () => void;
}) {
  const invalid = json === null;
  const look = invalid ? 'cursor-not-allowed opacity-50' : '';
  return (
    <Card className="flex max-h-[calc(100vh-8rem)] flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{s.preview}</h2>
          {summary ? <p className="text-xs text-slate-500">{summary}</p> : null}
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={invalid}
            className={look}
            onClick={onCopy}
          >
            <Copy className="h-4 w-4" aria-hidden />
            {s.copy}
          </Button>
          <Button size="sm" aria-disabled={invalid} className={look} onClick={onDownload}>
            <Download className="h-4 w-4" aria-hidden />
            {s.download}
          </Button>
        </div>
      </div>
      <p className="border-b border-slate-200 px-5 py-2 text-xs text-slate-500">{s.importHint}</p>
      {json === null ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-20 text-center">
          <FileJson className="h-10 w-10 text-slate-300" aria-hidden />
          <p className="text-sm font-medium text-slate-700">{s.placeholderTitle}</p>
          <p className="text-sm text-slate-500">{s.placeholderHint}</p>
        </div>
      ) : (
        // tabIndex: a keyboard user must be able to focus the region to scroll it (WCAG 2.1.1).
        <pre
          data-testid="gtm-json"
          role="region"
          aria-label={s.preview}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable region
          tabIndex={0}
          className="focus-visible:outline-brand-500 min-h-0 flex-1 overflow-auto bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2"
        >
          {json}
        </pre>
      )}
    </Card>
  );
}
